import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconNames';
import { colorVars } from '../theme/cssVariables';
import { radius } from '../theme/tokens';
import { typography } from '../theme/typography';

export const ALERT_VARIANTS = ['info', 'success', 'warning', 'danger'] as const;
export type AlertVariant = (typeof ALERT_VARIANTS)[number];

const icons: Record<AlertVariant, IconName> = { info: 'info', success: 'circle-check', warning: 'alert-triangle', danger: 'circle-alert' };

const Root = styled.div<{ $variant: AlertVariant }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 8px;
  align-items: start;
  padding: 8px 12px;
  border: 1px solid ${({ $variant }) => colorVars[$variant].main};
  border-radius: ${radius.overlay};
  background: ${({ $variant }) => colorVars[$variant].subtle};
  color: ${colorVars.text.primary};

  & > svg {
    margin-top: 4px;
    color: ${({ $variant }) => colorVars[$variant].text};
  }
`;

const Title = styled.h4`
  margin: 0 0 2px;
  font-size: ${typography.size.body};
  font-weight: ${typography.weight.bold};
`;

export interface AlertProps {
  /** Colour and icon; `danger` and `warning` are announced at once (role alert). */
  variant?: AlertVariant;
  /** A bold first line, e.g. "Runtime Error". */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
}

/** A message in the page flow about the state of something: errors, warnings, hints. */
export function Alert({ variant = 'info', title, children, onDismiss }: AlertProps) {
  const urgent = variant === 'danger' || variant === 'warning';
  return (
    <Root $variant={variant} role={urgent ? 'alert' : 'status'}>
      <Icon name={icons[variant]} />
      <div>
        {title && <Title>{title}</Title>}
        {children}
      </div>
      {onDismiss ? <IconButton name="x" title="Dismiss" size="xsmall" onClick={onDismiss} /> : <span />}
    </Root>
  );
}

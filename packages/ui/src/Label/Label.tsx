import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { radius } from '../theme/tokens';
import { typography } from '../theme/typography';

export const LABEL_VARIANTS = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export type LabelVariant = (typeof LABEL_VARIANTS)[number];

const Root = styled.span<{ $variant: LabelVariant }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${radius.small};
  border: 1px solid ${({ $variant }) => ($variant === 'default' ? colorVars.border.default : colorVars[$variant].main)};
  background: ${({ $variant }) => ($variant === 'default' ? colorVars.background.sunken : colorVars[$variant].subtle)};
  color: ${({ $variant }) => ($variant === 'default' ? colorVars.text.primary : colorVars[$variant].text)};
  font-size: ${typography.size.small};
  font-weight: ${typography.weight.medium};
  line-height: 1.3;
  white-space: nowrap;
  vertical-align: middle;
`;

export interface LabelProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour intent, e.g. `success` for "running", `danger` for "failed". */
  variant?: LabelVariant;
  children: ReactNode;
}

/** A rectangular tag for a state or category ("RUNNING", "default index set"). Not a form label. */
export function Label({ variant = 'default', children, ...rest }: LabelProps) {
  return (
    <Root $variant={variant} {...rest}>
      {children}
    </Root>
  );
}

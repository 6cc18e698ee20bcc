import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { radius } from '../theme/tokens';
import { typography } from '../theme/typography';

export const BADGE_VARIANTS = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export type BadgeVariant = (typeof BADGE_VARIANTS)[number];

const fill = (variant: BadgeVariant) => (variant === 'default' ? colorVars.secondary : colorVars[variant]);

const Root = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  min-width: 1.6em;
  justify-content: center;
  padding: 1px 8px;
  border-radius: ${radius.round};
  border: 1px solid ${({ $variant }) => ($variant === 'default' ? colorVars.border.strong : fill($variant).main)};
  background: ${({ $variant }) => fill($variant).main};
  color: ${({ $variant }) => ($variant === 'default' ? colorVars.text.primary : fill($variant).contrast)};
  font-size: ${typography.size.tiny};
  font-weight: ${typography.weight.bold};
  line-height: 1.4;
  white-space: nowrap;
  vertical-align: middle;
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour intent. */
  variant?: BadgeVariant;
  /** A count or a short word. */
  children: ReactNode;
}

/** A small rounded marker for counts and statuses next to other content ("3", "beta"). */
export function Badge({ variant = 'default', children, ...rest }: BadgeProps) {
  return (
    <Root $variant={variant} {...rest}>
      {children}
    </Root>
  );
}

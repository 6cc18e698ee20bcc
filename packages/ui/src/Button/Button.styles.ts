import styled, { css } from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { motion, radius, shadow, spacing } from '../theme/tokens';
import { typography } from '../theme/typography';
import type { ButtonSize, ButtonVariant } from './buttonTokens';

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  xsmall: css`
    height: 24px;
    padding: 0 4px;
    font-size: ${typography.size.tiny};
    gap: ${spacing(0.5)};
  `,
  small: css`
    height: 28px;
    padding: 0 8px;
    font-size: ${typography.size.small};
    gap: 4px;
  `,
  medium: css`
    height: 32px;
    padding: 0 12px;
    font-size: ${typography.size.body};
    gap: ${spacing(1)};
  `,
  large: css`
    height: 40px;
    padding: 0 16px;
    font-size: ${typography.size.large};
    gap: ${spacing(1)};
  `,
};

const intent = (name: 'primary' | 'success' | 'info' | 'warning' | 'danger') => css`
  color: ${colorVars[name].contrast};
  background: ${colorVars[name].main};
  border-color: ${colorVars[name].main};

  &:hover:not(:disabled, [aria-disabled='true']) {
    background: ${colorVars[name].hover};
    border-color: ${colorVars[name].hover};
    color: ${colorVars[name].contrast};
  }
`;

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  default: css`
    color: ${colorVars.secondary.text};
    background: ${colorVars.secondary.main};
    border-color: ${colorVars.border.strong};

    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${colorVars.secondary.hover};
      color: ${colorVars.secondary.text};
    }
  `,
  primary: intent('primary'),
  success: intent('success'),
  info: intent('info'),
  warning: intent('warning'),
  danger: intent('danger'),
  link: css`
    color: ${colorVars.text.link};
    background: transparent;
    border-color: transparent;
    padding-left: 0;
    padding-right: 0;

    &:hover:not(:disabled, [aria-disabled='true']) {
      color: ${colorVars.text.linkHover};
      text-decoration: underline;
    }
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean; $active: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  border: 1px solid transparent;
  border-radius: ${radius.medium};
  font-family: ${typography.fontFamily.body};
  font-weight: ${typography.weight.medium};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${motion.fast} ease-in-out,
    border-color ${motion.fast} ease-in-out;

  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  ${({ $active }) =>
    $active &&
    css`
      box-shadow: ${shadow.pressed};
    `}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const ButtonGroupRoot = styled.div`
  display: inline-flex;

  & > * + * {
    margin-left: -1px;
  }

  & > *:not(:first-child) {
    border-top-left-radius: 0;
    border-bottom-left-radius: 0;
  }

  & > *:not(:last-child) {
    border-top-right-radius: 0;
    border-bottom-right-radius: 0;
  }
`;

export const ButtonToolbarRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(1)};
`;

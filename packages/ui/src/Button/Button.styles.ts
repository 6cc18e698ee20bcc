import styled, { css } from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { typography } from '../theme/typography';
import type { ButtonSize, ButtonVariant } from './buttonTokens';

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  xsmall: css`
    height: 22px;
    padding: 0 6px;
    font-size: ${typography.size.tiny};
    gap: 4px;
  `,
  small: css`
    height: 28px;
    padding: 0 10px;
    font-size: ${typography.size.small};
    gap: 6px;
  `,
  medium: css`
    height: 34px;
    padding: 0 14px;
    font-size: ${typography.size.body};
    gap: 8px;
  `,
  large: css`
    height: 42px;
    padding: 0 18px;
    font-size: ${typography.size.large};
    gap: 8px;
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
  border-radius: 4px;
  font-family: ${typography.fontFamily.body};
  font-weight: ${typography.weight.medium};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color 120ms ease-in-out,
    border-color 120ms ease-in-out;

  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  ${({ $active }) =>
    $active &&
    css`
      box-shadow: inset 0 2px 4px ${colorVars.shadow};
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
  gap: 8px;
`;

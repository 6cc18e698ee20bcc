import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { typography } from '../theme/typography';
import { inputCss } from '../Input/Input.styles';

export const Root = styled.div`
  position: relative;
  min-width: 200px;
  font-family: ${typography.fontFamily.body};
`;

export const Control = styled.div<{ $disabled: boolean }>`
  ${inputCss}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  padding: 2px 4px 2px 8px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'text')};
`;

export const ControlInput = styled.input`
  flex: 1 0 80px;
  min-width: 0;
  height: 28px;
  padding: 0;
  font: inherit;
  color: inherit;
  background: transparent;
  border: none;
  outline: none;

  &::placeholder {
    color: ${colorVars.text.secondary};
  }
`;

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  padding: 0 0 0 6px;
  font-size: ${typography.size.small};
  color: ${colorVars.text.primary};
  background: ${colorVars.background.sunken};
  border: 1px solid ${colorVars.border.default};
  border-radius: 3px;
`;

export const ChipRemove = styled.button`
  display: inline-flex;
  align-items: center;
  padding: 2px;
  color: ${colorVars.text.secondary};
  background: transparent;
  border: none;
  border-radius: 2px;
  cursor: pointer;

  &:hover {
    color: ${colorVars.danger.text};
  }
  &:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
  }
`;

export const Popup = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 2px);
  left: 0;
  right: 0;
  background: ${colorVars.background.raised};
  border: 1px solid ${colorVars.border.default};
  border-radius: 4px;
  box-shadow: 0 4px 12px ${colorVars.shadow};
`;

export const Listbox = styled.div<{ $maxHeight: number }>`
  max-height: ${({ $maxHeight }) => $maxHeight}px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

export const OptionRow = styled.div<{ $highlighted: boolean; $selected: boolean; $disabled: boolean }>`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  height: 32px;
  padding: 0 10px;
  overflow: hidden;
  font-size: ${typography.size.body};
  font-weight: ${({ $selected }) => ($selected ? typography.weight.medium : typography.weight.regular)};
  color: ${({ $disabled }) => ($disabled ? colorVars.text.disabled : colorVars.text.primary)};
  white-space: nowrap;
  text-overflow: ellipsis;
  background: ${({ $highlighted }) => ($highlighted ? colorVars.background.hover : 'transparent')};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const NoOptions = styled.div`
  padding: 8px 10px;
  font-size: ${typography.size.body};
  color: ${colorVars.text.secondary};
`;

import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { radius, shadow, spacing, zIndex } from '../theme/tokens';
import { typography } from '../theme/typography';
import { inputCss } from '../Input/Input.styles';
import { SELECT_ROW_HEIGHT } from './selectOptions';

export const Root = styled.div`
  min-width: 200px;
  font-family: ${typography.fontFamily.body};
`;

export const Control = styled.div<{ $disabled: boolean }>`
  ${inputCss}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing(0.5)};
  padding: 2px ${spacing(0.5)} 2px ${spacing(1)};
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
  padding: 0 0 0 ${spacing(0.75)};
  font-size: ${typography.size.small};
  color: ${colorVars.text.primary};
  background: ${colorVars.background.sunken};
  border: 1px solid ${colorVars.border.default};
  border-radius: ${radius.small};
`;

export const ChipRemove = styled.button`
  display: inline-flex;
  align-items: center;
  padding: 2px;
  color: ${colorVars.text.secondary};
  background: transparent;
  border: none;
  border-radius: ${radius.tiny};
  cursor: pointer;

  &:hover {
    color: ${colorVars.danger.text};
  }
  &:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
  }
`;

/** The open list's box, portalled to the page and placed by `useListPopup`, which also caps its height. */
export const Popup = styled.div`
  z-index: ${zIndex.popover};
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${colorVars.background.raised};
  border: 1px solid ${colorVars.border.default};
  border-radius: ${radius.medium};
  box-shadow: ${shadow.popup};

  &[hidden] {
    display: none;
  }
`;

export const Listbox = styled.div<{ $maxHeight: number }>`
  flex: 0 1 auto;
  min-height: 0;
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
  height: ${SELECT_ROW_HEIGHT}px;
  padding: 0 12px;
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
  flex: none;
  padding: ${spacing(1, 1.5)};
  font-size: ${typography.size.body};
  color: ${colorVars.text.secondary};
`;

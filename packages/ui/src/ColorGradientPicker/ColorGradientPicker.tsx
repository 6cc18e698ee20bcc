import { useId } from 'react';
import styled from 'styled-components';
import { colorScaleCss, sortedColorScaleNames, type ColorScaleName } from '../theme/colorScales';
import { colorVars } from '../theme/cssVariables';
import { radius, spacing } from '../theme/tokens';

export interface ColorGradientPickerProps {
  /** The selected scale; Viridis is the default of highlighting gradients. */
  value: ColorScaleName;
  /** Called with the scale the user picked. */
  onChange: (name: ColorScaleName) => void;
  /** Previews run high to low. */
  reverse?: boolean;
  /** Accessible name of the group. */
  'aria-label'?: string;
}

const List = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${spacing(0.5, 1.5)};
`;

const Choice = styled.label`
  display: grid;
  grid-template-columns: auto 80px 1fr;
  align-items: center;
  gap: ${spacing(1)};
  padding: 4px 8px;
  border-radius: ${radius.medium};
  color: ${colorVars.text.primary};
  cursor: pointer;

  &:has(input:checked) {
    background: ${colorVars.background.selected};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${colorVars.border.focus};
  }
`;

const Bar = styled.span`
  height: 16px;
  border: 1px solid ${colorVars.border.default};
  border-radius: ${radius.tiny};
`;

/** Picks a named colour scale for heatmaps and highlighting, each shown with a preview, sorted by name. */
export function ColorGradientPicker({
  value,
  onChange,
  reverse = false,
  'aria-label': ariaLabel = 'Colour gradient',
}: ColorGradientPickerProps) {
  const name = useId();
  return (
    <List role="radiogroup" aria-label={ariaLabel}>
      {sortedColorScaleNames().map((scale) => (
        <Choice key={scale}>
          <input type="radio" name={name} value={scale} checked={scale === value} onChange={() => onChange(scale)} />
          {scale}
          <Bar aria-hidden="true" data-scale={scale} style={{ backgroundImage: colorScaleCss(scale, reverse) }} />
        </Choice>
      ))}
    </List>
  );
}

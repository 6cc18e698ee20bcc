import { useId, useState } from 'react';
import styled from 'styled-components';
import { FieldLabel, StyledInput } from '../Input/Input.styles';
import { COLOR_SHADE_FAMILIES, DEFAULT_CHART_COLORS, isHexColor } from '../theme/chartColors';
import { colorVars } from '../theme/cssVariables';
import { radius, spacing } from '../theme/tokens';
import { typography } from '../theme/typography';

/** Default size of the picker (1-shell.md §2.7). */
export const COLOR_PICKER_DEFAULT_WIDTH = 250;
export const COLOR_PICKER_DEFAULT_HEIGHT = 310;
/** Shown under the hex input while it holds something that is not a hex colour. */
export const INVALID_HEX_MESSAGE = 'Enter a hex colour such as #1f77b4';

export interface ColorPickerProps {
  /** The current colour, a hex value. */
  color?: string;
  /** Called with a hex colour picked from a swatch or typed in (only valid values). */
  onChange: (color: string) => void;
  /** Width in px; 250 by default. */
  width?: number;
  /** Height in px; 310 by default. */
  height?: number;
}

const Root = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${spacing(1)};
  padding: ${spacing(1)};
  border: 1px solid ${colorVars.border.default};
  border-radius: ${radius.overlay};
  background: ${colorVars.background.raised};
  color: ${colorVars.text.primary};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${typography.size.small};
  font-weight: ${typography.weight.bold};
  color: ${colorVars.text.secondary};
`;

const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(8, 1fr);
  gap: ${spacing(0.5)};
`;

const Families = styled.div`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(24px, 1fr));
  gap: ${spacing(0.5)};
  overflow-y: auto;
`;

const Family = styled.div`
  display: grid;
  gap: 2px;
`;

const Swatch = styled.button<{ $color: string }>`
  height: 20px;
  padding: 0;
  border: 1px solid ${colorVars.border.default};
  border-radius: ${radius.small};
  background: ${({ $color }) => $color};
  cursor: pointer;

  &[aria-pressed='true'] {
    outline: 2px solid ${colorVars.text.primary};
    outline-offset: 1px;
  }
  &:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
    outline-offset: 1px;
  }
`;

const HexRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${spacing(1)};
`;

const Preview = styled.span<{ $color: string }>`
  width: 28px;
  height: 28px;
  border: 1px solid ${colorVars.border.strong};
  border-radius: ${radius.medium};
  background: ${({ $color }) => $color};
`;

const HexInput = styled(StyledInput)`
  width: 100%;
  min-width: 0;
`;

const Error = styled.p`
  margin: 0;
  color: ${colorVars.danger.text};
  font-size: ${typography.size.small};
`;

/** Adds the '#' the user left out; leaves anything else as typed. */
function normaliseHex(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
}

/**
 * Picks a colour: the 16 default chart colours, the 19 shade families of 5 colours, or any hex
 * colour typed in. Invalid hex is reported next to the input and never passed on.
 */
export function ColorPicker({
  color,
  onChange,
  width = COLOR_PICKER_DEFAULT_WIDTH,
  height = COLOR_PICKER_DEFAULT_HEIGHT,
}: ColorPickerProps) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState(color ?? '');
  const [syncedColor, setSyncedColor] = useState(color);
  if (color !== syncedColor) {
    setSyncedColor(color);
    setText(color ?? '');
  }
  const invalid = text.trim() !== '' && !isHexColor(normaliseHex(text));
  const current = color?.toLowerCase();

  const swatch = (value: string, label: string) => (
    <Swatch
      key={value}
      type="button"
      $color={value}
      title={label}
      aria-label={label}
      aria-pressed={current === value.toLowerCase()}
      onClick={() => onChange(value)}
    />
  );

  return (
    <Root style={{ width, height }}>
      <Heading>Chart colours</Heading>
      <ChartGrid role="group" aria-label="Chart colours">
        {DEFAULT_CHART_COLORS.map((value) => swatch(value, value))}
      </ChartGrid>
      <Heading>Shades</Heading>
      <Families role="group" aria-label="Shades">
        {COLOR_SHADE_FAMILIES.map((family) => (
          <Family key={family.name} role="group" aria-label={family.name}>
            {family.shades.map((value) => swatch(value, `${family.name} ${value}`))}
          </Family>
        ))}
      </Families>
      <div>
        <FieldLabel htmlFor={inputId}>Hex colour</FieldLabel>
        <HexRow>
          <Preview aria-hidden="true" $color={current && isHexColor(current) ? current : 'transparent'} />
          <HexInput
            id={inputId}
            value={text}
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              const next = normaliseHex(event.target.value);
              if (isHexColor(next)) onChange(next.toLowerCase());
            }}
          />
        </HexRow>
        {invalid && <Error id={errorId}>{INVALID_HEX_MESSAGE}</Error>}
      </div>
    </Root>
  );
}

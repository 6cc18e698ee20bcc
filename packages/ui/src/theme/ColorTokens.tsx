import styled from 'styled-components';
import { colorVars } from './cssVariables';
import { createColors } from './colors';
import { typography } from './typography';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
`;

const Swatch = styled.figure`
  margin: 0;
  border: 1px solid ${colorVars.border.default};
  border-radius: 4px;
  overflow: hidden;
  background: ${colorVars.background.surface};
  font-size: ${typography.size.small};
`;

const Chip = styled.div`
  height: 40px;
  border-bottom: 1px solid ${colorVars.border.subtle};
`;

const Caption = styled.figcaption`
  padding: 6px 8px;
  font-family: ${typography.fontFamily.monospace};
  color: ${colorVars.text.primary};
`;

/** Every semantic colour token, drawn with its CSS variable so it follows the active mode. */
export function ColorTokens() {
  const tokens: string[] = [];
  const walk = (node: Record<string, unknown>, path: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'mode') continue;
      if (typeof value === 'string') tokens.push([...path, key].join('.'));
      else walk(value as Record<string, unknown>, [...path, key]);
    }
  };
  walk(createColors('teint') as unknown as Record<string, unknown>, []);
  const lookup = (path: string) =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], colorVars) as string;
  return (
    <Grid>
      {tokens.map((token) => (
        <Swatch key={token}>
          <Chip style={{ background: lookup(token) }} />
          <Caption>{token}</Caption>
        </Swatch>
      ))}
    </Grid>
  );
}

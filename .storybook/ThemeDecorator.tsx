import type { Decorator } from '@storybook/react-vite';
import styled from 'styled-components';
import { colorVars, SiftThemeProvider, THEME_MODES, type ThemeMode } from '@sift/ui';

export type ThemeChoice = ThemeMode | 'side-by-side';

const Side = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  min-height: 100vh;
`;

const Pane = styled.div`
  padding: 16px;
  background: ${colorVars.background.body};
  color: ${colorVars.text.primary};
`;

/** The one global decorator: every story renders inside the theme chosen in the toolbar. */
export const withTheme: Decorator = (Story, context) => {
  const choice = (context.globals['theme'] as ThemeChoice | undefined) ?? 'teint';
  if (choice === 'side-by-side') {
    return (
      <Side>
        {THEME_MODES.map((mode) => (
          <SiftThemeProvider key={mode} mode={mode} applyToDocument={mode === 'teint'} withGlobalStyles={mode === 'teint'}>
            <Pane data-theme={mode}>
              <Story />
            </Pane>
          </SiftThemeProvider>
        ))}
      </Side>
    );
  }
  return (
    <SiftThemeProvider mode={choice}>
      <Story />
    </SiftThemeProvider>
  );
};

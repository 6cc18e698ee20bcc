import { createGlobalStyle } from 'styled-components';
import { colorVars } from './cssVariables';
import { typography } from './typography';
import { themeStylesheet } from './cssVariables';

const stylesheet = themeStylesheet();

/** Base styles and the per-mode custom properties. Rendered once by `SiftThemeProvider`. */
export const GlobalStyles = createGlobalStyle`
  ${stylesheet}

  html {
    font-size: ${typography.size.root};
  }

  body {
    margin: 0;
    font-family: ${typography.fontFamily.body};
    font-size: ${typography.size.body};
    line-height: ${typography.lineHeight.body};
    color: ${colorVars.text.primary};
    background: ${colorVars.background.body};
    -webkit-font-smoothing: antialiased;
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  /* Native controls draw in the system's UI font unless told otherwise; every glyph comes from a
     packaged font (ADR 0003). */
  button, input, select, textarea, optgroup {
    font-family: inherit;
  }

  code, pre, kbd, samp {
    font-family: ${typography.fontFamily.monospace};
  }

  a {
    color: ${colorVars.text.link};
  }

  a:hover {
    color: ${colorVars.text.linkHover};
  }

  :focus-visible {
    outline: 2px solid ${colorVars.border.focus};
    outline-offset: 2px;
  }

  @keyframes sift-spin {
    to {
      transform: rotate(360deg);
    }
  }

  .sift-visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

import { palette } from './palette';
import type { ThemeMode } from './mode';

/** One intent (primary, danger, ...): its fill, the fill on hover, text in that intent, text on the fill, and a subtle background. */
export interface IntentColors {
  main: string;
  hover: string;
  text: string;
  contrast: string;
  subtle: string;
}

export const INTENTS = ['primary', 'secondary', 'success', 'info', 'warning', 'danger'] as const;
export type Intent = (typeof INTENTS)[number];

export interface ThemeColors {
  mode: ThemeMode;
  text: { primary: string; secondary: string; disabled: string; inverse: string; link: string; linkHover: string };
  background: { body: string; surface: string; raised: string; sunken: string; hover: string; selected: string; backdrop: string };
  border: { subtle: string; default: string; strong: string; focus: string };
  primary: IntentColors;
  secondary: IntentColors;
  success: IntentColors;
  info: IntentColors;
  warning: IntentColors;
  danger: IntentColors;
  shadow: string;
}

const { gray, blue, green, amber, red, teal, white } = palette;

export function createColors(mode: ThemeMode): ThemeColors {
  if (mode === 'noir') {
    return {
      mode,
      text: { primary: gray[1], secondary: gray[3], disabled: gray[5], inverse: gray[9], link: blue[3], linkHover: blue[2] },
      background: {
        body: '#101318',
        surface: gray[8],
        raised: gray[7],
        sunken: '#0b0d11',
        hover: '#2b313b',
        selected: '#1e3a66',
        backdrop: 'rgba(0, 0, 0, 0.6)',
      },
      border: { subtle: '#2b313b', default: gray[6], strong: gray[5], focus: blue[3] },
      primary: { main: blue[4], hover: blue[3], text: blue[3], contrast: gray[9], subtle: '#16284a' },
      secondary: { main: gray[7], hover: gray[6], text: gray[2], contrast: gray[0], subtle: gray[8] },
      success: { main: green[4], hover: green[3], text: green[3], contrast: gray[9], subtle: '#10301d' },
      info: { main: teal[4], hover: teal[3], text: teal[3], contrast: gray[9], subtle: '#0c2e32' },
      warning: { main: amber[4], hover: amber[3], text: amber[3], contrast: gray[9], subtle: '#3a2a08' },
      danger: { main: red[4], hover: red[3], text: red[3], contrast: gray[9], subtle: '#3d1512' },
      shadow: 'rgba(0, 0, 0, 0.5)',
    };
  }
  return {
    mode,
    text: { primary: gray[8], secondary: gray[6], disabled: gray[4], inverse: white, link: blue[6], linkHover: blue[7] },
    background: {
      body: gray[0],
      surface: white,
      raised: white,
      sunken: gray[1],
      hover: gray[1],
      selected: blue[0],
      backdrop: 'rgba(21, 24, 29, 0.45)',
    },
    border: { subtle: gray[1], default: gray[2], strong: gray[4], focus: blue[5] },
    primary: { main: blue[6], hover: blue[7], text: blue[6], contrast: white, subtle: blue[0] },
    secondary: { main: white, hover: gray[1], text: gray[8], contrast: gray[8], subtle: gray[1] },
    success: { main: green[6], hover: green[7], text: green[6], contrast: white, subtle: green[0] },
    info: { main: teal[6], hover: teal[7], text: teal[6], contrast: white, subtle: teal[0] },
    warning: { main: amber[4], hover: amber[5], text: amber[7], contrast: gray[9], subtle: amber[0] },
    danger: { main: red[6], hover: red[7], text: red[6], contrast: white, subtle: red[0] },
    shadow: 'rgba(21, 24, 29, 0.15)',
  };
}

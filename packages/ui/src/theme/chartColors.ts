/**
 * The 16 default chart colours (spec 2 §3 "Colour palette"). Data colours are the same in both theme
 * modes; series take them in order. Charts assigns them through its `assignColors`.
 */
export const DEFAULT_CHART_COLORS = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#3949ab',
  '#f4511e',
  '#00897b',
  '#c0ca33',
  '#8e24aa',
  '#6d4c41',
] as const;

/** One shade family of the colour picker: a name and five shades from dark to light. */
export interface ColorShadeFamily {
  readonly name: string;
  readonly shades: readonly [string, string, string, string, string];
}

/**
 * The 19 shade families of 5 colours each (spec 2 §3 "Colour palette") offered by the ColorPicker:
 * the material hues at 900, 700, 500, 300 and 100, then a grey ramp from black to white.
 */
export const COLOR_SHADE_FAMILIES: readonly ColorShadeFamily[] = [
  { name: 'Red', shades: ['#b71c1c', '#d32f2f', '#f44336', '#e57373', '#ffcdd2'] },
  { name: 'Pink', shades: ['#880e4f', '#c2185b', '#e91e63', '#f06292', '#f8bbd0'] },
  { name: 'Purple', shades: ['#4a148c', '#7b1fa2', '#9c27b0', '#ba68c8', '#e1bee7'] },
  { name: 'Deep purple', shades: ['#311b92', '#512da8', '#673ab7', '#9575cd', '#d1c4e9'] },
  { name: 'Indigo', shades: ['#1a237e', '#303f9f', '#3f51b5', '#7986cb', '#c5cae9'] },
  { name: 'Blue', shades: ['#0d47a1', '#1976d2', '#2196f3', '#64b5f6', '#bbdefb'] },
  { name: 'Light blue', shades: ['#01579b', '#0288d1', '#03a9f4', '#4fc3f7', '#b3e5fc'] },
  { name: 'Cyan', shades: ['#006064', '#0097a7', '#00bcd4', '#4dd0e1', '#b2ebf2'] },
  { name: 'Teal', shades: ['#004d40', '#00796b', '#009688', '#4db6ac', '#b2dfdb'] },
  { name: 'Green', shades: ['#1b5e20', '#388e3c', '#4caf50', '#81c784', '#c8e6c9'] },
  { name: 'Light green', shades: ['#33691e', '#689f38', '#8bc34a', '#aed581', '#dcedc8'] },
  { name: 'Lime', shades: ['#827717', '#afb42b', '#cddc39', '#dce775', '#f0f4c3'] },
  { name: 'Yellow', shades: ['#f57f17', '#fbc02d', '#ffeb3b', '#fff176', '#fff9c4'] },
  { name: 'Amber', shades: ['#ff6f00', '#ffa000', '#ffc107', '#ffd54f', '#ffecb3'] },
  { name: 'Orange', shades: ['#e65100', '#f57c00', '#ff9800', '#ffb74d', '#ffe0b2'] },
  { name: 'Deep orange', shades: ['#bf360c', '#e64a19', '#ff5722', '#ff8a65', '#ffccbc'] },
  { name: 'Brown', shades: ['#3e2723', '#5d4037', '#795548', '#a1887f', '#d7ccc8'] },
  { name: 'Blue grey', shades: ['#263238', '#455a64', '#607d8b', '#90a4ae', '#cfd8dc'] },
  { name: 'Grey', shades: ['#000000', '#525252', '#969696', '#d9d9d9', '#ffffff'] },
];

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for a CSS hex colour of 3 or 6 digits with its leading '#'. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

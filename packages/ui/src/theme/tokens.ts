import { colorVars } from './cssVariables';
import { createSpacing } from './spacing';

/**
 * The tokens that are the same in teint and noir, as static values for styled components: `spacing`
 * on the 8 px grid, corner radii, shadows, durations and stacking order. Shadows take the mode's
 * shadow colour from its custom property, so they follow a theme switch like every colour.
 */
export const spacing = createSpacing();

export const radius = {
  /** Marks inside a control: a chip's remove button, a gradient preview. */
  tiny: '2px',
  small: '3px',
  medium: '4px',
  /** Popups and menus. */
  overlay: '6px',
  large: '8px',
  round: '999px',
} as const;

export const shadow = {
  /** Slightly lifted: floating buttons, chart tooltips, loading toasts. */
  raised: `0 2px 8px ${colorVars.shadow}`,
  /** Lists that drop down from a control, dragged rows. */
  popup: `0 4px 12px ${colorVars.shadow}`,
  /** Popovers, menus, dialogs. */
  overlay: `0 6px 24px ${colorVars.shadow}`,
  /** A side panel over the page. */
  drawer: `4px 0 12px ${colorVars.shadow}`,
  /** A pressed button. */
  pressed: `inset 0 2px 4px ${colorVars.shadow}`,
} as const;

/** A translucent white over any intent colour, the same in both modes: a striped progress bar's stripes. */
export const sheen = 'rgba(255, 255, 255, 0.18)';

export const motion = { fast: '120ms', normal: '200ms', slow: '300ms' } as const;

export const zIndex = { dropdown: 1000, sticky: 1020, overlay: 1040, modal: 1050, popover: 1060, toast: 1070, tooltip: 1080 } as const;

export type Radius = typeof radius;
export type Shadow = typeof shadow;
export type Motion = typeof motion;
export type ZIndex = typeof zIndex;

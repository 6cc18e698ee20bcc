/** Responsive breakpoints in pixels (1-shell.md §9). */
export const breakpoints = { xs: 480, sm: 768, md: 992, lg: 1200 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media queries for styled-components: `${media.up('md')} { ... }`. */
export const media = {
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
} as const;

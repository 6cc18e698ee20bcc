/** Responsive breakpoints in pixels (1-shell.md §9). */
export declare const breakpoints: {
    readonly xs: 480;
    readonly sm: 768;
    readonly md: 992;
    readonly lg: 1200;
};
export type Breakpoint = keyof typeof breakpoints;
/** Media queries for styled-components: `${media.up('md')} { ... }`. */
export declare const media: {
    readonly up: (bp: Breakpoint) => string;
    readonly down: (bp: Breakpoint) => string;
};

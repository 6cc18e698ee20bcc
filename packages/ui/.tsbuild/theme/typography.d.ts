/** Root font size in pixels (1-shell.md §9). Sizes below are rem against it. */
export declare const ROOT_FONT_SIZE = 16;
export declare const typography: {
    readonly fontFamily: {
        readonly body: "'Inter', system-ui, sans-serif";
        readonly monospace: "'JetBrains Mono', ui-monospace, monospace";
    };
    readonly size: {
        readonly root: "16px";
        readonly tiny: "0.6875rem";
        readonly small: "0.75rem";
        readonly body: "0.875rem";
        readonly large: "1rem";
        readonly h1: "1.75rem";
        readonly h2: "1.5rem";
        readonly h3: "1.25rem";
        readonly h4: "1.0625rem";
        readonly h5: "0.9375rem";
        readonly h6: "0.875rem";
    };
    readonly weight: {
        readonly regular: 400;
        readonly medium: 500;
        readonly bold: 600;
    };
    readonly lineHeight: {
        readonly tight: 1.2;
        readonly body: 1.5;
    };
};
export type Typography = typeof typography;

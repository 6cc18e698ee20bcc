/** Root font size in pixels (1-shell.md §9). Sizes below are rem against it. */
export const ROOT_FONT_SIZE = 16;

export const typography = {
  fontFamily: {
    body: "'Inter', system-ui, sans-serif",
    monospace: "'JetBrains Mono', ui-monospace, monospace",
  },
  size: {
    root: `${ROOT_FONT_SIZE}px`,
    tiny: '0.6875rem',
    small: '0.75rem',
    body: '0.875rem',
    large: '1rem',
    h1: '1.75rem',
    h2: '1.5rem',
    h3: '1.25rem',
    h4: '1.0625rem',
    h5: '0.9375rem',
    h6: '0.875rem',
  },
  weight: { regular: 400, medium: 500, bold: 600 },
  lineHeight: { tight: 1.2, body: 1.5 },
} as const;

export type Typography = typeof typography;

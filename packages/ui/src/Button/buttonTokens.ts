export const BUTTON_VARIANTS = ['default', 'primary', 'success', 'info', 'warning', 'danger', 'link'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const BUTTON_SIZES = ['xsmall', 'small', 'medium', 'large'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

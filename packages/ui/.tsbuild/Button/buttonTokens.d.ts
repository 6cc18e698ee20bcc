export declare const BUTTON_VARIANTS: readonly ["default", "primary", "success", "info", "warning", "danger", "link"];
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export declare const BUTTON_SIZES: readonly ["xsmall", "small", "medium", "large"];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

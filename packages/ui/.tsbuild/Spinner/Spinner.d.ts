import type { IconSize } from '../Icon/iconNames';
/** The spinner waits this long before it shows, so fast operations never flash it (1-shell.md §4). */
export declare const SPINNER_DELAY_MS = 200;
export interface SpinnerProps {
    /** Milliseconds to wait before showing; 0 shows at once. */
    delay?: number;
    /** Text next to the spinner; also its accessible name. */
    text?: string;
    /** Hide the text visually but keep it for screen readers. */
    hideText?: boolean;
    size?: IconSize;
}
/** A spinning indicator for work in progress that appears only after `delay` ms. */
export declare function Spinner({ delay, text, hideText, size }: SpinnerProps): import("react").JSX.Element | null;

import type { CSSProperties } from 'react';
import { type IconSize } from './iconNames';
import type { IconName } from './iconNames';
export interface IconProps {
    /** Which icon to draw. */
    name: IconName;
    /** Rendered size: xs 12, sm 14, md 16 (default), lg 20, xl 24 px. */
    size?: IconSize;
    /**
     * Accessible name. Without it the icon is decorative and hidden from assistive technology;
     * give one only when the icon alone carries meaning.
     */
    title?: string;
    /** Filled variant where it reads better (for example a set favorite star). */
    filled?: boolean;
    /** Spins the icon (for the loader). Off in test runs with reduced motion. */
    spin?: boolean;
    className?: string;
    style?: CSSProperties;
}
/** An icon from Sift's curated set, drawn as inline SVG in the current text colour. */
export declare function Icon({ name, size, title, filled, spin, className, style }: IconProps): import("react").JSX.Element;

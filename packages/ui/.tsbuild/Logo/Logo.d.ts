export interface LogoProps {
    /** Height in pixels; the width follows. */
    size?: number;
    /** Show the word mark next to the sign. */
    withWordmark?: boolean;
}
/** Sift's sign: three bars narrowing like a sieve, over the word mark. */
export declare function Logo({ size, withWordmark }: LogoProps): import("react").JSX.Element;

import { colorVars } from '../theme/cssVariables';

export interface LogoProps {
  /** Height in pixels; the width follows. */
  size?: number;
  /** Show the word mark next to the sign. */
  withWordmark?: boolean;
}

/** Sift's sign: three bars narrowing like a sieve, over the word mark. */
export function Logo({ size = 32, withWordmark = true }: LogoProps) {
  const width = withWordmark ? size * 3.2 : size;
  return (
    <svg width={width} height={size} viewBox={`0 0 ${withWordmark ? 102 : 32} 32`} role="img" aria-label="Sift">
      <g fill={colorVars.primary.main}>
        <rect x="2" y="5" width="28" height="5" rx="2.5" />
        <rect x="7" y="13.5" width="18" height="5" rx="2.5" />
        <rect x="12" y="22" width="8" height="5" rx="2.5" />
      </g>
      {withWordmark && (
        <text x="38" y="24" fontFamily="Inter, sans-serif" fontWeight="600" fontSize="22" fill={colorVars.text.primary}>
          Sift
        </text>
      )}
    </svg>
  );
}

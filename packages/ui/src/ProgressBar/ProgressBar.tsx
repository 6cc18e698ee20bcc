import styled, { css, keyframes } from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { motion, radius, sheen } from '../theme/tokens';
import { typography } from '../theme/typography';
import { capSegments, type ProgressSegment } from './capSegments';

const stripes = keyframes`
  from {
    background-position: 40px 0;
  }
  to {
    background-position: 0 0;
  }
`;

const Track = styled.div`
  display: flex;
  height: 20px;
  overflow: hidden;
  border-radius: ${radius.medium};
  background: ${colorVars.background.sunken};
  border: 1px solid ${colorVars.border.subtle};
`;

const Bar = styled.div<{ $variant: NonNullable<ProgressSegment['variant']>; $animated: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  background-color: ${({ $variant }) => colorVars[$variant].main};
  color: ${({ $variant }) => colorVars[$variant].contrast};
  font-size: ${typography.size.tiny};
  font-weight: ${typography.weight.bold};
  white-space: nowrap;
  transition: width ${motion.slow} ease;
  ${({ $animated }) =>
    $animated &&
    css`
      background-image: linear-gradient(
        45deg,
        ${sheen} 25%,
        transparent 25%,
        transparent 50%,
        ${sheen} 50%,
        ${sheen} 75%,
        transparent 75%,
        transparent
      );
      background-size: 40px 40px;
      animation: ${stripes} 1s linear infinite;
    `}
`;

export interface ProgressBarProps {
  /** One or more segments, left to right; together capped at 100%. */
  bars: readonly ProgressSegment[];
  /** Striped and moving, for work in progress. */
  animated?: boolean;
  /** Accessible name of the whole bar. */
  'aria-label'?: string;
}

/** Shows progress or shares as one or more coloured segments; values are capped at 100%. */
export function ProgressBar({ bars, animated = false, 'aria-label': ariaLabel }: ProgressBarProps) {
  const capped = capSegments(bars);
  return (
    <Track role="group" aria-label={ariaLabel}>
      {capped.map((bar, index) => (
        <Bar
          // Segments have no identity beyond their position.
          key={index}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={bar.value}
          aria-label={bar.label ?? ariaLabel ?? 'Progress'}
          $variant={bar.variant ?? 'primary'}
          $animated={animated}
          style={{ width: `${bar.value}%` }}
        >
          {bar.label}
        </Bar>
      ))}
    </Track>
  );
}

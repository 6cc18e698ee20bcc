import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { colorVars } from '@sift/ui';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { nextColumn, type GridPosition } from './gridNavigation';

export type { GridPosition } from './gridNavigation';

export interface ValueNavigatorProps {
  /** Accessible name, e.g. "Latency percentiles, values". */
  label: string;
  /** Box of the plot area in px, relative to the chart container. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Grid size for the keys: columns are left/right (a getter: charts build their columns on first use), rows up/down. */
  columns: () => number;
  rows: number;
  /** Whether a position holds a value that can be visited. */
  isValid: (p: GridPosition) => boolean;
  /** The keyboard position, if any. */
  active: GridPosition | null;
  onActiveChange: (p: GridPosition | null) => void;
  /** What a screen reader announces for the keyboard position. */
  describe: (p: GridPosition) => string;
  /** Where the value of a position sits, in px relative to the plot area (anchors the value-actions menu). */
  anchor: (p: GridPosition) => { x: number; y: number };
  /** Enter or Space on a value: the same callback a click on it calls. */
  onActivate?: (p: GridPosition, clientX: number, clientY: number) => void;
  /**
   * Pointer position in px relative to the plot area. Without these handlers the pointer passes
   * through to the picture below (charts whose marks handle the pointer themselves: pie, map).
   */
  onPointerMove?: (x: number, y: number) => void;
  onPointerLeave?: () => void;
  onPointerClick?: (x: number, y: number, event: MouseEvent) => void;
  testId?: string;
  /** Draw the focus ring inside the box (where the box fills a container that clips overflow, like the map). */
  insetFocusRing?: boolean;
}

const Box = styled.div<{ $inset: boolean }>`
  position: absolute;
  outline: none;
  &:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
    outline-offset: ${(p) => (p.$inset ? '-2px' : '2px')};
  }
`;

/**
 * The plot area as one focusable element: the pointer hovers and clicks values, and the keyboard
 * moves between them (arrows, Home, End, Page Up/Down) and opens the value actions with Enter or
 * Space. One element instead of one per value, so that 10,000 points cost nothing to draw; a live
 * region reads out the value under the keyboard position.
 */
export function ValueNavigator(props: ValueNavigatorProps) {
  const { label, left, top, width, height, rows, isValid, active, onActiveChange, describe, anchor, onActivate, testId } = props;
  const helpId = useId();

  const local = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const columns = props.columns();
    const grid = { columns, rows, isValid };
    const first = (): GridPosition | null => nextColumn({ col: 0, row: 0 }, 1, 0, grid);
    const page = Math.max(1, Math.round(columns / 10));
    const current = active ?? first();
    if (!current) return;
    let next: GridPosition | null | undefined;
    switch (e.key) {
      case 'ArrowRight':
        next = active ? nextColumn(current, 1, 1, grid) : current;
        break;
      case 'ArrowLeft':
        next = active ? nextColumn(current, -1, 1, grid) : current;
        break;
      case 'PageDown':
        next = nextColumn(current, 1, page, grid) ?? nextColumn({ ...current, col: columns - 1 }, -1, 0, grid);
        break;
      case 'PageUp':
        next = nextColumn(current, -1, page, grid) ?? first();
        break;
      case 'Home':
        next = first();
        break;
      case 'End':
        next = nextColumn({ col: columns - 1, row: current.row }, -1, 0, grid);
        break;
      case 'ArrowDown':
      case 'ArrowUp': {
        const dir = e.key === 'ArrowDown' ? 1 : -1;
        next = current;
        if (active)
          for (let row = current.row + dir; row >= 0 && row < rows; row += dir)
            if (isValid({ col: current.col, row })) {
              next = { col: current.col, row };
              break;
            }
        break;
      }
      case 'Enter':
      case ' ': {
        e.preventDefault();
        if (!active) {
          onActiveChange(current);
          return;
        }
        if (!onActivate) return;
        const box = e.currentTarget.getBoundingClientRect();
        const at = anchor(active);
        onActivate(active, box.left + at.x, box.top + at.y);
        return;
      }
      case 'Escape':
        if (active) {
          e.preventDefault();
          onActiveChange(null);
        }
        return;
      default:
        return;
    }
    e.preventDefault();
    if (next) onActiveChange(next);
  };

  return (
    <Box
      role="application"
      aria-label={label}
      aria-describedby={helpId}
      tabIndex={0}
      data-testid={testId}
      $inset={props.insetFocusRing ?? false}
      style={{
        left,
        top,
        width,
        height,
        cursor: props.onPointerClick ? 'pointer' : undefined,
        pointerEvents: props.onPointerMove ? undefined : 'none',
      }}
      // Focus is for the keyboard: a click does not focus (nor show a keyboard position).
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={(e) => {
        const p = local(e);
        props.onPointerMove?.(p.x, p.y);
      }}
      onMouseLeave={props.onPointerLeave}
      onClick={
        props.onPointerClick
          ? (e) => {
              const p = local(e);
              props.onPointerClick?.(p.x, p.y, e);
            }
          : undefined
      }
      onKeyDown={onKeyDown}
      onBlur={() => onActiveChange(null)}
    >
      <VisuallyHidden id={helpId}>
        Arrow keys move between values{onActivate ? '; Enter or Space opens the value actions' : ''}.
      </VisuallyHidden>
      <VisuallyHidden aria-live="polite">{active ? describe(active) : ''}</VisuallyHidden>
    </Box>
  );
}

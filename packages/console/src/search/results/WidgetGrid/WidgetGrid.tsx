import { useMemo, useState, type ReactNode } from 'react';
import { Responsive, useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import styled from 'styled-components';
import type { WidgetPosition } from '@sift/api';
import { colorVars } from '@sift/ui';
import { fromLayout, GRID_BREAKPOINTS, GRID_COLS, ROW_HEIGHT, toLayout, type GridBreakpoint } from '../gridLayout';
import { GRID_COLUMNS } from '../viewState';
import { WIDGET_DRAG_HANDLE_CLASS } from '../WidgetFrame/WidgetFrame';

const Container = styled.div`
  width: 100%;
  .react-grid-placeholder {
    background: ${colorVars.primary.main};
  }
`;

export interface WidgetGridProps {
  /** Widget ids in render order. */
  ids: readonly string[];
  positions: Readonly<Record<string, WidgetPosition>>;
  /** Locked: no dragging or resizing. */
  locked: boolean;
  /** Called with the new positions after a drag or resize on the full 12-column grid. */
  onPositionsChange: (positions: Record<string, WidgetPosition>) => void;
  /** Renders one widget. */
  renderWidget: (id: string) => ReactNode;
}

/**
 * The widget grid (2-search-and-dashboards.md §9): 12 columns at 175 px each, fewer on narrower
 * screens (xl 10, lg 8, md 6, sm 4, xs 2), rows of 100 px. Only the header drags a widget.
 */
export function WidgetGrid({ ids, positions, locked, onPositionsChange, renderWidget }: WidgetGridProps) {
  const { width, containerRef, mounted } = useContainerWidth();
  const [breakpoint, setBreakpoint] = useState<GridBreakpoint>('xxl');
  const layouts = useMemo(
    () => Object.fromEntries(Object.entries(GRID_COLS).map(([name, cols]) => [name, toLayout(positions, ids, cols)])),
    [positions, ids],
  );
  const save = (layout: Layout) => {
    // Positions are stored in 12 columns; a narrower screen rearranges without saving.
    if (GRID_COLS[breakpoint] === GRID_COLUMNS) onPositionsChange(fromLayout(layout));
  };
  return (
    <Container ref={containerRef}>
      {mounted && (
        <Responsive
          width={width}
          breakpoints={GRID_BREAKPOINTS}
          cols={GRID_COLS}
          layouts={layouts}
          rowHeight={ROW_HEIGHT}
          margin={[10, 10]}
          containerPadding={[0, 0]}
          dragConfig={{ enabled: !locked, handle: `.${WIDGET_DRAG_HANDLE_CLASS}`, cancel: 'button, input, a, [role="menu"]' }}
          resizeConfig={{ enabled: !locked }}
          onBreakpointChange={(next) => setBreakpoint(next as GridBreakpoint)}
          onDragStop={save}
          onResizeStop={save}
        >
          {ids.map((id) => (
            <div key={id} data-widget-id={id}>
              {renderWidget(id)}
            </div>
          ))}
        </Responsive>
      )}
    </Container>
  );
}

import { Button } from '@sift/ui';
import type { Undoable } from './useUndoableState';

export const UNDO_LABEL = 'Undo';
export const REDO_LABEL = 'Redo';

/** Undo and Redo of an editor's steps, beside their keyboard shortcuts (Ctrl+Z, Ctrl+Shift+Z). */
export function HistoryButtons({ history }: { history: Pick<Undoable<unknown>, 'undo' | 'redo' | 'canUndo' | 'canRedo'> }) {
  return (
    <>
      <Button
        type="button"
        size="small"
        title="Undo (Ctrl+Z)"
        aria-keyshortcuts="Control+Z"
        disabled={!history.canUndo}
        onClick={history.undo}
      >
        {UNDO_LABEL}
      </Button>
      <Button
        type="button"
        size="small"
        title="Redo (Ctrl+Shift+Z)"
        aria-keyshortcuts="Control+Shift+Z"
        disabled={!history.canRedo}
        onClick={history.redo}
      >
        {REDO_LABEL}
      </Button>
    </>
  );
}

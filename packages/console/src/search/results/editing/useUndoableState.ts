import { useCallback, useEffect, useRef, useState } from 'react';

/** Editor steps kept for undo; older ones are dropped. */
export const UNDO_LIMIT = 100;

interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

export interface Undoable<T> {
  value: T;
  /** A new step: it can be undone, and it drops the steps undone before it. */
  set: (next: T) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/** State whose every change is an editor step that can be undone and redone. */
export function useUndoableState<T>(initial: T | (() => T)): Undoable<T> {
  const [history, setHistory] = useState<History<T>>(() => ({
    past: [],
    present: typeof initial === 'function' ? (initial as () => T)() : initial,
    future: [],
  }));
  const set = useCallback(
    (next: T) =>
      setHistory((h) => (Object.is(next, h.present) ? h : { past: [...h.past, h.present].slice(-UNDO_LIMIT), present: next, future: [] })),
    [],
  );
  const undo = useCallback(
    () =>
      setHistory((h) => {
        const previous = h.past[h.past.length - 1];
        if (previous === undefined) return h;
        return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] };
      }),
    [],
  );
  const redo = useCallback(
    () =>
      setHistory((h) => {
        const [next, ...rest] = h.future;
        if (next === undefined) return h;
        return { past: [...h.past, h.present], present: next, future: rest };
      }),
    [],
  );
  return { value: history.present, set, undo, redo, canUndo: history.past.length > 0, canRedo: history.future.length > 0 };
}

/** What a key press asks of the editor's history: Ctrl+Z (⌘Z) undoes, Ctrl+Shift+Z (⌘⇧Z) and Ctrl+Y redo. */
export function historyKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/**
 * Undo and redo by keyboard while an editor is open. Keys pressed inside a dialog (a confirmation
 * above the editor) or already handled are left alone.
 */
export function useHistoryKeys(history: Pick<Undoable<unknown>, 'undo' | 'redo'>, enabled = true): void {
  const ref = useRef(history);
  useEffect(() => {
    ref.current = history;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = historyKey(event);
      if (action === null) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      ref.current[action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

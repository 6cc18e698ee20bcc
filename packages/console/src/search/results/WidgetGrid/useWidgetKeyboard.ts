import { useState } from 'react';
import type { WidgetPosition } from '@sift/api';
import { keyboardLayoutChange, type GridArrowKey } from '../gridLayout';

export interface WidgetKeyboardOptions {
  positions: Record<string, WidgetPosition>;
  /** Widget ids in render order. */
  ids: readonly string[];
  /** The grid may be rearranged (editable, unlocked, no widget filling the page). */
  canArrange: boolean;
  onPositionsChange: (positions: Record<string, WidgetPosition>) => void;
  onFocusedChange: (widgetId: string | null) => void;
}

/** What a widget frame needs for the keyboard: arrows move, Shift+arrows resize, `f` focuses, Escape leaves focus. */
export interface WidgetKeyboardProps {
  takeFocus: boolean;
  onFocusChange: (focused: boolean, byKeyboard?: boolean) => void;
  onArrowKey: ((key: GridArrowKey, resize: boolean) => void) | undefined;
}

/**
 * The keyboard of the widget grid's frames. A widget focused or un-focused by its key keeps the keyboard
 * focus when it is drawn again (alone on the page, or back on the grid).
 */
export function useWidgetKeyboard(options: WidgetKeyboardOptions): (widgetId: string) => WidgetKeyboardProps {
  const { positions, ids, canArrange, onPositionsChange, onFocusedChange } = options;
  const [keyboardId, setKeyboardId] = useState<string | null>(null);
  return (widgetId) => ({
    takeFocus: keyboardId === widgetId,
    onFocusChange: (focused, byKeyboard) => {
      setKeyboardId(byKeyboard ? widgetId : null);
      onFocusedChange(focused ? widgetId : null);
    },
    onArrowKey: canArrange
      ? (key, resize) => {
          const next = keyboardLayoutChange(positions, ids, widgetId, key, resize);
          if (next) onPositionsChange(next);
        }
      : undefined,
  });
}

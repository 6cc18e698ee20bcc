export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Default size of a floating dialog (1-shell.md §9). */
export const FLOATING_DIALOG_DEFAULT_SIZE = { width: 450, height: 400 } as const;
/** Bounds are re-checked this long after the window stops resizing (1-shell.md §9). */
export const FLOATING_DIALOG_RESIZE_DEBOUNCE_MS = 150;
/** The dialog never shrinks below this. */
export const FLOATING_DIALOG_MIN_SIZE = { width: 200, height: 120 } as const;

/** Keeps a dialog inside the viewport: shrinks it if the viewport is smaller, then moves it back in. */
export function clampBounds(bounds: Bounds, viewport: { width: number; height: number }): Bounds {
  const width = Math.max(Math.min(bounds.width, viewport.width), Math.min(FLOATING_DIALOG_MIN_SIZE.width, viewport.width));
  const height = Math.max(Math.min(bounds.height, viewport.height), Math.min(FLOATING_DIALOG_MIN_SIZE.height, viewport.height));
  const x = Math.min(Math.max(0, bounds.x), Math.max(0, viewport.width - width));
  const y = Math.min(Math.max(0, bounds.y), Math.max(0, viewport.height - height));
  return { x, y, width, height };
}

/** A default position: centered in the viewport. */
export function centeredBounds(size: { width: number; height: number }, viewport: { width: number; height: number }): Bounds {
  return clampBounds(
    { ...size, x: Math.round((viewport.width - size.width) / 2), y: Math.round((viewport.height - size.height) / 2) },
    viewport,
  );
}

import type { MouseEvent } from 'react';

/**
 * The active rule of nav items (1-shell.md §2.5): active when the current path equals the target,
 * or starts with it when relative matching is on.
 */
export function isActivePath(currentPath: string, target: string, relative = false): boolean {
  if (currentPath === target) return true;
  return relative && currentPath.startsWith(target);
}

/** Only a plain left click (no modifier keys) navigates in the app; others keep the browser's behaviour (new tab...). */
export function isPlainLeftClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

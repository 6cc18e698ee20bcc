import type { Bounds } from '@sift/ui';

/** Scratchpad timings and texts (3-administration.md §4, §9). */
export const SCRATCHPAD_AUTOSAVE_MS = 500;
export const SCRATCHPAD_STATUS_MS = 1_000;
export const SCRATCHPAD_STORAGE_KEY = 'sift-scratchpad';
export const SCRATCHPAD_TEXTS = {
  title: 'Scratchpad',
  autoSaved: 'Auto saved.',
  cleared: 'Cleared.',
  copied: 'Copied!',
  confirmTitle: 'Are you sure?',
  confirmBody: 'This will clear out your Scratchpad content, do you wish to proceed?',
  securityWarning: 'We recommend you do not store any sensitive information, such as passwords, in this area.',
  gotIt: 'Got It!',
} as const;

/** What the scratchpad keeps in browser storage. */
export interface ScratchpadState {
  opened: boolean;
  value: string;
  size: { width: number; height: number } | null;
  position: { x: number; y: number } | null;
  securityConfirmed: boolean;
}

export const EMPTY_SCRATCHPAD: ScratchpadState = { opened: false, value: '', size: null, position: null, securityConfirmed: false };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const num = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Where the scratchpad state lives: local storage, or any stand-in with the same two methods. */
export type ScratchpadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Reads the stored state; anything unreadable falls back to the defaults. */
export function readScratchpad(storage: Pick<ScratchpadStorage, 'getItem'> = window.localStorage): ScratchpadState {
  try {
    const raw: unknown = JSON.parse(storage.getItem(SCRATCHPAD_STORAGE_KEY) ?? 'null');
    if (!isRecord(raw)) return EMPTY_SCRATCHPAD;
    const size =
      isRecord(raw['size']) && num(raw['size']['width']) && num(raw['size']['height'])
        ? { width: raw['size']['width'], height: raw['size']['height'] }
        : null;
    const position =
      isRecord(raw['position']) && num(raw['position']['x']) && num(raw['position']['y'])
        ? { x: raw['position']['x'], y: raw['position']['y'] }
        : null;
    return {
      opened: raw['opened'] === true,
      value: typeof raw['value'] === 'string' ? raw['value'] : '',
      size,
      position,
      securityConfirmed: raw['securityConfirmed'] === true,
    };
  } catch {
    return EMPTY_SCRATCHPAD;
  }
}

export function writeScratchpad(state: ScratchpadState, storage: Pick<ScratchpadStorage, 'setItem'> = window.localStorage): void {
  try {
    storage.setItem(SCRATCHPAD_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or unavailable: the scratchpad still works for this page.
  }
}

export function boundsOf(element: Element): Bounds {
  const rect = element.getBoundingClientRect();
  return { x: Math.round(rect.left), y: Math.round(rect.top), width: Math.round(rect.width), height: Math.round(rect.height) };
}

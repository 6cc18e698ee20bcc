/** Toast timings (1-shell.md §8): how long toasts stay, the extension after hover, and the fade durations. */
export const TOAST_TIMINGS = {
  /** An error toast stays this long. */
  errorTimeOut: 10_000,
  /** Every other toast stays this long. */
  timeOut: 7_000,
  /** After the pointer leaves a toast, it stays this much longer. */
  extendedTimeOut: 1_000,
  /** Fade-in. */
  showDuration: 300,
  /** Fade-out, after which the toast is removed. */
  hideDuration: 1_000,
} as const;

export const TOAST_VARIANTS = ['success', 'info', 'warning', 'error'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

/** `showing` while fading in, `visible`, then `hiding` while fading out (no longer announced). */
export type ToastPhase = 'showing' | 'visible' | 'hiding';

export interface ToastItem {
  id: number;
  variant: ToastVariant;
  title: string;
  message?: string;
  phase: ToastPhase;
}

export interface ToastStore {
  /** Shows a toast; returns its id, or the id of the identical toast already shown (no duplicate is added). */
  add: (variant: ToastVariant, title: string, message?: string) => number;
  /** The pointer is over the toast: it stays (and fades back in if it was fading out). */
  hold: (id: number) => void;
  /** The pointer left: the toast stays `extendedTimeOut` longer. */
  release: (id: number) => void;
  /** Starts hiding a toast now (its close button). */
  dismiss: (id: number) => void;
  /** Removes every toast at once. */
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastItem[];
}

/** A toast list with its own timers; the app uses the shared `toastStore`, tests make their own. */
export function createToastStore(): ToastStore {
  let items: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>[]>();

  const emit = () => listeners.forEach((listener) => listener());
  const setPhase = (id: number, phase: ToastPhase) => {
    items = items.map((item) => (item.id === id ? { ...item, phase } : item));
    emit();
  };
  const clearTimers = (id: number) => {
    timers.get(id)?.forEach(clearTimeout);
    timers.set(id, []);
  };
  const later = (id: number, ms: number, run: () => void) => {
    timers.get(id)?.push(setTimeout(run, ms));
  };
  const remove = (id: number) => {
    clearTimers(id);
    timers.delete(id);
    items = items.filter((item) => item.id !== id);
    emit();
  };
  const hide = (id: number) => {
    clearTimers(id);
    setPhase(id, 'hiding');
    later(id, TOAST_TIMINGS.hideDuration, () => remove(id));
  };

  return {
    add(variant, title, message) {
      const same = items.find(
        (item) => item.phase !== 'hiding' && item.variant === variant && item.title === title && item.message === message,
      );
      if (same) return same.id;
      const id = nextId++;
      items = [...items, { id, variant, title, message, phase: 'showing' }];
      timers.set(id, []);
      later(id, TOAST_TIMINGS.showDuration, () => setPhase(id, 'visible'));
      later(id, variant === 'error' ? TOAST_TIMINGS.errorTimeOut : TOAST_TIMINGS.timeOut, () => hide(id));
      emit();
      return id;
    },
    hold(id) {
      const item = items.find((t) => t.id === id);
      if (!item) return;
      clearTimers(id);
      if (item.phase !== 'visible') setPhase(id, 'visible');
    },
    release(id) {
      if (!items.some((t) => t.id === id)) return;
      clearTimers(id);
      later(id, TOAST_TIMINGS.extendedTimeOut, () => hide(id));
    },
    dismiss(id) {
      if (items.some((t) => t.id === id)) hide(id);
    },
    clear() {
      [...timers.keys()].forEach(clearTimers);
      timers.clear();
      items = [];
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}

/** The app's toast list, rendered by `<ToastContainer />`. */
export const toastStore = createToastStore();

type Show = (title: string, message?: string) => number;

/** Programmatic toasts: `toast.error('Could not update config', error.message)`. */
export const toast: Record<ToastVariant, Show> & { dismiss: (id: number) => void; clear: () => void } = {
  success: (title, message) => toastStore.add('success', title, message),
  info: (title, message) => toastStore.add('info', title, message),
  warning: (title, message) => toastStore.add('warning', title, message),
  error: (title, message) => toastStore.add('error', title, message),
  dismiss: (id) => toastStore.dismiss(id),
  clear: () => toastStore.clear(),
};

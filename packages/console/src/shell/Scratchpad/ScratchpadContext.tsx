import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readScratchpad, writeScratchpad, type ScratchpadState, type ScratchpadStorage } from './scratchpadState';

interface ScratchpadApi {
  state: ScratchpadState;
  /** Merges a change into the state and stores it. */
  update: (change: Partial<ScratchpadState>) => void;
  toggle: () => void;
}

const ScratchpadContext = createContext<ScratchpadApi | null>(null);

export function useScratchpad(): ScratchpadApi {
  const api = useContext(ScratchpadContext);
  if (!api) throw new Error('useScratchpad needs <ScratchpadProvider>');
  return api;
}

export interface ScratchpadProviderProps {
  /** Where the state is kept; the browser's local storage by default (stories pass an in-memory one). */
  storage?: ScratchpadStorage;
  children?: ReactNode;
}

/** Holds the scratchpad's persisted state (opened, value, size, position, securityConfirmed). */
export function ScratchpadProvider({ storage, children }: ScratchpadProviderProps) {
  const [state, setState] = useState<ScratchpadState>(() => readScratchpad(storage));
  const update = useCallback(
    (change: Partial<ScratchpadState>) => {
      setState((current) => {
        const next = { ...current, ...change };
        writeScratchpad(next, storage);
        return next;
      });
    },
    [storage],
  );
  const toggle = useCallback(() => {
    setState((current) => {
      const next = { ...current, opened: !current.opened };
      writeScratchpad(next, storage);
      return next;
    });
  }, [storage]);
  const value = useMemo(() => ({ state, update, toggle }), [state, update, toggle]);
  return <ScratchpadContext.Provider value={value}>{children}</ScratchpadContext.Provider>;
}

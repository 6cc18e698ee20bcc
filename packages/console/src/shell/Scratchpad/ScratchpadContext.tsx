import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readScratchpad, writeScratchpad, type ScratchpadState } from './scratchpadState';

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

/** Holds the scratchpad's persisted state (opened, value, size, position, securityConfirmed). */
export function ScratchpadProvider({ children }: { children?: ReactNode }) {
  const [state, setState] = useState<ScratchpadState>(() => readScratchpad());
  const update = useCallback((change: Partial<ScratchpadState>) => {
    setState((current) => {
      const next = { ...current, ...change };
      writeScratchpad(next);
      return next;
    });
  }, []);
  const toggle = useCallback(() => {
    setState((current) => {
      const next = { ...current, opened: !current.opened };
      writeScratchpad(next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ state, update, toggle }), [state, update, toggle]);
  return <ScratchpadContext.Provider value={value}>{children}</ScratchpadContext.Provider>;
}

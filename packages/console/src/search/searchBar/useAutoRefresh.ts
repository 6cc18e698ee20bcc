import { useEffect, useRef } from 'react';

/** Calls `refresh` every `intervalMs` while enabled; stops when disabled or when the page unmounts. */
export function useAutoRefresh(enabled: boolean, intervalMs: number | null, refresh: () => void) {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);
  useEffect(() => {
    if (!enabled || intervalMs === null) return undefined;
    const timer = setInterval(() => latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [enabled, intervalMs]);
}

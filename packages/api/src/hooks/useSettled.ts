import { useEffect, useState } from 'react';

/** The latest value once it has stayed the same for `ms` (a debounce for what a hook asks the server). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

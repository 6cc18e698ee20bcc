import { useLayoutEffect, useRef, useState } from 'react';

/** The size of the element the ref is attached to, following resizes; fixed sizes win. */
export function useParentSize<T extends HTMLElement>(fixed: { width?: number; height?: number }) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: fixed.width ?? 0, height: fixed.height ?? 0 });
  const isFixed = fixed.width !== undefined && fixed.height !== undefined;
  useLayoutEffect(() => {
    const el = ref.current;
    if (isFixed || !el) return undefined;
    // The same size again (the observer's first report repeats the first measure) draws nothing again.
    const measure = () =>
      setSize((current) =>
        current.width === el.clientWidth && current.height === el.clientHeight
          ? current
          : { width: el.clientWidth, height: el.clientHeight },
      );
    measure();
    // Without ResizeObserver (jsdom, very old browsers) the first measure is all there is.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [isFixed]);
  return { ref, width: fixed.width ?? size.width, height: fixed.height ?? size.height };
}

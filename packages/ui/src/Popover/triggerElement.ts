import { cloneElement, isValidElement, type ReactElement, type Ref } from 'react';

/** The ref a trigger element already carries (React 19 passes `ref` as a prop), so it can be merged, not lost. */
export function existingRef(children: ReactElement): Ref<HTMLElement> | undefined {
  return (children.props as { ref?: Ref<HTMLElement> }).ref;
}

/** Clones the one trigger child with the interaction props and the merged ref. */
export function cloneTrigger(children: ReactElement, props: Record<string, unknown>): ReactElement {
  if (!isValidElement(children)) throw new Error('A popover or tooltip needs exactly one element child as its trigger.');
  return cloneElement(children, props);
}

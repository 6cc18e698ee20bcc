import type { Input, InputState, InputStateType } from '@sift/api';
import type { BadgeVariant } from '@sift/ui';

/** The state of an input on one node. */
export interface NodeInputState {
  nodeId: string;
  state: InputStateType;
  startedAt: string | null;
  /** Why the input failed (a port it cannot bind, for example), when the node says. */
  detailedMessage: string | null;
}

/** An input's states on every node that reports it, by node id (nodes that did not answer are left out). */
export function nodeStatesOf(
  input: Pick<Input, 'id'>,
  states: Readonly<Record<string, InputState[] | null>> | undefined,
): NodeInputState[] {
  return Object.entries(states ?? {})
    .flatMap(([nodeId, list]) =>
      (list ?? [])
        .filter((s) => s.id === input.id)
        .map((s) => ({ nodeId, state: s.state, startedAt: s.startedAt, detailedMessage: s.detailedMessage })),
    )
    .sort((a, b) => a.nodeId.localeCompare(b.nodeId));
}

/** Running somewhere: the control offers Stop; otherwise Start. */
export const isRunning = (states: readonly NodeInputState[]) => states.some((s) => s.state === 'RUNNING');

const FAILED_STATES: ReadonlySet<InputStateType> = new Set(['FAILED', 'FAILING', 'INVALID_CONFIGURATION']);
const STARTING_STATES: ReadonlySet<InputStateType> = new Set(['CREATED', 'INITIALIZED', 'STARTING', 'STOPPING']);

/** The badge colour of a state: green running, red failed, yellow on its way, grey stopped. */
export function stateVariant(state: InputStateType): BadgeVariant {
  if (state === 'RUNNING') return 'success';
  if (FAILED_STATES.has(state)) return 'danger';
  if (STARTING_STATES.has(state)) return 'warning';
  return 'default';
}

/** The problems to show on the row: each failed node's message. */
export const failuresOf = (states: readonly NodeInputState[]) => states.filter((s) => FAILED_STATES.has(s.state));

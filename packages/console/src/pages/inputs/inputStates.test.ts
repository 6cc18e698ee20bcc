import { describe, expect, it } from 'vitest';
import { decodeInput, INPUT_STATES, type InputState } from '@sift/api';
import { failuresOf, isRunning, nodeStatesOf, stateVariant } from './inputStates';

const input = decodeInput({
  id: 'i1',
  title: 't',
  global: true,
  name: 'GELF TCP',
  content_pack: null,
  created_at: 'x',
  type: 't',
  creator_user_id: 'admin',
  attributes: {},
  static_fields: {},
  node: null,
});
const state = (id: string, s: InputState['state'], detailedMessage: string | null = null): InputState => ({
  id,
  state: s,
  startedAt: null,
  detailedMessage,
  input,
});

describe('input states', () => {
  it("collect one input's state on each node, leaving out nodes that did not answer", () => {
    const states = { b: [state('i1', 'FAILED', 'port in use'), state('i2', 'RUNNING')], a: [state('i1', 'RUNNING')], c: null };
    expect(nodeStatesOf(input, states)).toEqual([
      { nodeId: 'a', state: 'RUNNING', startedAt: null, detailedMessage: null },
      { nodeId: 'b', state: 'FAILED', startedAt: null, detailedMessage: 'port in use' },
    ]);
    expect(isRunning(nodeStatesOf(input, states))).toBe(true);
    expect(failuresOf(nodeStatesOf(input, states)).map((s) => s.detailedMessage)).toEqual(['port in use']);
    expect(isRunning(nodeStatesOf(input, { a: [state('i1', 'STOPPED')] }))).toBe(false);
  });

  it('colour every state: running green, failed red, on its way yellow, stopped grey', () => {
    expect(Object.fromEntries(INPUT_STATES.map((s) => [s, stateVariant(s)]))).toEqual({
      CREATED: 'warning',
      INITIALIZED: 'warning',
      INVALID_CONFIGURATION: 'danger',
      STARTING: 'warning',
      RUNNING: 'success',
      FAILED: 'danger',
      STOPPING: 'warning',
      STOPPED: 'default',
      TERMINATED: 'default',
      FAILING: 'danger',
    });
  });
});

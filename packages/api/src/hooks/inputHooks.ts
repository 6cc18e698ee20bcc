import type { ApiClient } from '../client/ApiClient';
import { SystemApi } from '../calls/shell';
import { InputsApi, type InputRequestWire } from '../calls/streamsInputs';
import type { InputState } from '../models/input';
import { inputMetricNames, summarizeInputMetrics, type InputMetrics } from '../models/inputMetrics';
import { THROUGHPUT_POLL_MS } from './constants';
import { useApiMutation, type Mutation } from './mutations';
import { useApiRead, type ApiReadResult } from './useApiRead';

/** The reads an input change affects: the list, one input, and the states per node. */
const INPUT_RESOURCES = ['inputs', 'input', 'inputStates'] as const;

async function readInputMetrics(
  client: ApiClient,
  inputs: ReadonlyArray<{ id: string; type: string }>,
): Promise<Record<string, InputMetrics>> {
  const byNode = await SystemApi.clusterMetrics(client, inputs.flatMap(inputMetricNames));
  return Object.fromEntries(inputs.map((input) => [input.id, summarizeInputMetrics(byNode, input)]));
}

/**
 * Throughput and connection metrics of the given inputs by input id, summed over nodes, polled every
 * 2 s as the throughput is (3-administration.md §9). Nothing is read for an empty list.
 */
export function useInputMetrics(inputs: ReadonlyArray<{ id: string; type: string }>): ApiReadResult<Record<string, InputMetrics>> {
  const ids = inputs
    .map((input) => `${input.type}.${input.id}`)
    .sort()
    .join(',');
  return useApiRead(inputs.length ? ['metrics', 'inputs', ids] : null, (c) => readInputMetrics(c, inputs), {
    refreshInterval: THROUGHPUT_POLL_MS,
    dedupingInterval: 0,
  });
}

/**
 * The inputs' states per node (`GET /cluster/inputstates`), polled every 2 s while shown, as Graylog's
 * inputs page polls them, so an input that starts failing shows it without a reload.
 */
export function useInputStatesPolled(): ApiReadResult<Record<string, InputState[] | null>> {
  return useApiRead(['inputStates'], (c) => InputsApi.states(c), { refreshInterval: THROUGHPUT_POLL_MS, dedupingInterval: 0 });
}

const createInput = (client: ApiClient, input: InputRequestWire) => InputsApi.create(client, input);
const updateInput = (client: ApiClient, id: string, input: InputRequestWire) => InputsApi.update(client, id, input);
const deleteInput = (client: ApiClient, id: string) => InputsApi.remove(client, id);
const startInput = (client: ApiClient, id: string) => InputsApi.start(client, id);
const stopInput = (client: ApiClient, id: string) => InputsApi.stop(client, id);
/** Graylog has no restart call: the input is stopped on every node, then started. */
const restartInput = async (client: ApiClient, id: string) => {
  await InputsApi.stop(client, id);
  await InputsApi.start(client, id);
};
const addStaticField = (client: ApiClient, id: string, key: string, value: string) => InputsApi.addStaticField(client, id, key, value);
const removeStaticField = (client: ApiClient, id: string, key: string) => InputsApi.removeStaticField(client, id, key);

/** Launches an input (`POST /system/inputs`); answers its id. */
export const useCreateInput = (): Mutation<[input: InputRequestWire], string> => useApiMutation(createInput, INPUT_RESOURCES);
export const useUpdateInput = (): Mutation<[id: string, input: InputRequestWire], string> => useApiMutation(updateInput, INPUT_RESOURCES);
export const useDeleteInput = (): Mutation<[id: string], void> => useApiMutation(deleteInput, INPUT_RESOURCES);
export const useStartInput = (): Mutation<[id: string], void> => useApiMutation(startInput, INPUT_RESOURCES);
export const useStopInput = (): Mutation<[id: string], void> => useApiMutation(stopInput, INPUT_RESOURCES);
export const useRestartInput = (): Mutation<[id: string], void> => useApiMutation(restartInput, INPUT_RESOURCES);
export const useAddStaticField = (): Mutation<[id: string, key: string, value: string], void> =>
  useApiMutation(addStaticField, INPUT_RESOURCES);
export const useRemoveStaticField = (): Mutation<[id: string, key: string], void> => useApiMutation(removeStaticField, INPUT_RESOURCES);

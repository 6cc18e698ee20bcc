import type { ApiClient } from '../client/ApiClient';
import { OutputsApi, type OutputRequestWire } from '../calls/admin';
import { StreamsApi, type StreamRequest, type StreamRuleRequest } from '../calls/streamsInputs';
import type { StreamTestMatch } from '../models/adminEntities';
import { useApiMutation } from './mutations';
import type { Resource } from './keys';

/*
 * Changes to streams, their rules and outputs (API.md §8; ADMIN-API.md §4). Each revalidates every read
 * that shows what it changed: a stream's rules count in the overview, an output's streams, and so on.
 */

const STREAM_READS: readonly Resource[] = ['streams', 'stream', 'streamRules'];
/** Outputs appear in stream answers (`GET /streams`) and the other way round. */
const OUTPUT_READS: readonly Resource[] = ['outputs', 'streams', 'stream'];

const createStream = (client: ApiClient, stream: StreamRequest) => StreamsApi.create(client, stream);
const updateStream = (client: ApiClient, id: string, changes: Partial<StreamRequest>) => StreamsApi.update(client, id, changes);
const deleteStream = (client: ApiClient, id: string) => StreamsApi.remove(client, id);
const cloneStream = (client: ApiClient, id: string, stream: StreamRequest) => StreamsApi.clone(client, id, stream);
const createRule = (client: ApiClient, streamId: string, rule: StreamRuleRequest) => StreamsApi.createRule(client, streamId, rule);
const updateRule = (client: ApiClient, streamId: string, ruleId: string, rule: StreamRuleRequest) =>
  StreamsApi.updateRule(client, streamId, ruleId, rule);
const deleteRule = (client: ApiClient, streamId: string, ruleId: string) => StreamsApi.removeRule(client, streamId, ruleId);
const attachOutputs = (client: ApiClient, streamId: string, outputIds: string[]) => StreamsApi.addOutputs(client, streamId, outputIds);
const detachOutput = (client: ApiClient, streamId: string, outputId: string) => StreamsApi.removeOutput(client, streamId, outputId);
const testMatch = (client: ApiClient, streamId: string, message: Record<string, unknown>): Promise<StreamTestMatch> =>
  StreamsApi.testMatch(client, streamId, message);
const createOutput = (client: ApiClient, output: OutputRequestWire) => OutputsApi.create(client, output);
const updateOutput = (client: ApiClient, id: string, changes: Partial<OutputRequestWire>) => OutputsApi.update(client, id, changes);
const deleteOutput = (client: ApiClient, id: string) => OutputsApi.remove(client, id);

/** `POST /streams`: answers the new stream's id (the stream starts paused, as on Graylog). */
export const useCreateStream = () => useApiMutation(createStream, STREAM_READS);
export const useUpdateStream = () => useApiMutation(updateStream, STREAM_READS);
export const useDeleteStream = () => useApiMutation(deleteStream, STREAM_READS);
/** `POST /streams/{id}/clone` with the copy's title, description and index set: answers the copy's id. */
export const useCloneStream = () => useApiMutation(cloneStream, STREAM_READS);
export const useCreateStreamRule = () => useApiMutation(createRule, STREAM_READS);
export const useUpdateStreamRule = () => useApiMutation(updateRule, STREAM_READS);
export const useDeleteStreamRule = () => useApiMutation(deleteRule, STREAM_READS);
/** Attaches outputs to a stream (`POST /streams/{id}/outputs`). */
export const useAttachStreamOutputs = () => useApiMutation(attachOutputs, OUTPUT_READS);
export const useDetachStreamOutput = () => useApiMutation(detachOutput, OUTPUT_READS);
/** Runs a stream's stored rules on a message (`POST /streams/{id}/testMatch`); changes nothing. */
export const useTestStreamMatch = () => useApiMutation(testMatch, []);
export const useCreateOutput = () => useApiMutation(createOutput, OUTPUT_READS);
export const useUpdateOutput = () => useApiMutation(updateOutput, OUTPUT_READS);
/** Deleting an output also detaches it from every stream. */
export const useDeleteOutput = () => useApiMutation(deleteOutput, OUTPUT_READS);

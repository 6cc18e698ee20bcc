import type { ApiClient } from '../client/ApiClient';
import { InputsApi } from '../calls/streamsInputs';
import type { Extractor, ExtractorRequestWire } from '../models/extractor';
import { useApiMutation, type Mutation } from './mutations';

/** The reads an extractor change affects: the lists of an input's extractors and single extractors. */
const EXTRACTOR_RESOURCES = ['extractors'] as const;

const createExtractor = (client: ApiClient, inputId: string, extractor: ExtractorRequestWire) =>
  InputsApi.createExtractor(client, inputId, extractor);
const updateExtractor = (client: ApiClient, inputId: string, extractorId: string, extractor: ExtractorRequestWire) =>
  InputsApi.updateExtractor(client, inputId, extractorId, extractor);
const deleteExtractor = (client: ApiClient, inputId: string, extractorId: string) =>
  InputsApi.removeExtractor(client, inputId, extractorId);
/** Sends the ids in their new order as positions 0..n-1, as Graylog's web interface does (ADMIN-API.md §2.6). */
const orderExtractors = (client: ApiClient, inputId: string, ids: readonly string[]) =>
  InputsApi.orderExtractors(client, inputId, Object.fromEntries(ids.map((id, position) => [position, id])));

/** Creates an extractor on an input; answers its id. */
export const useCreateExtractor = (): Mutation<[inputId: string, extractor: ExtractorRequestWire], string> =>
  useApiMutation(createExtractor, EXTRACTOR_RESOURCES);
export const useUpdateExtractor = (): Mutation<[inputId: string, extractorId: string, extractor: ExtractorRequestWire], Extractor> =>
  useApiMutation(updateExtractor, EXTRACTOR_RESOURCES);
export const useDeleteExtractor = (): Mutation<[inputId: string, extractorId: string], void> =>
  useApiMutation(deleteExtractor, EXTRACTOR_RESOURCES);
/** Stores the order of an input's extractors, first to last. */
export const useOrderExtractors = (): Mutation<[inputId: string, ids: readonly string[]], void> =>
  useApiMutation(orderExtractors, EXTRACTOR_RESOURCES);

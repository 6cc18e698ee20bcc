import type { ApiClient } from '../client/ApiClient';
import { required, str } from '../models/decode';
import { encodeExecutionState, type ExecutionState } from '../models/search';
import { encodeQueryString, encodeTimeRange, type TimeRange } from '../models/timeRange';
import { segment } from './helpers';

/** Export defaults (2-search-and-dashboards.md §9). */
export const EXPORT_DEFAULT_FIELDS = ['timestamp', 'source', 'message'] as const;
export const EXPORT_DEFAULT_FORMAT = 'csv';

export interface ExportRequest {
  /** Columns in order; at least one. */
  fieldsInOrder: string[];
  /** Maximum messages; at least 1 (more may arrive, exports are chunked). */
  limit?: number;
  executionState?: ExecutionState;
  filename?: string;
}

const csv = { headers: { Accept: 'text/csv' } };

function body(request: ExportRequest) {
  return {
    fields_in_order: request.fieldsInOrder,
    ...(request.limit === undefined ? {} : { limit: request.limit }),
    ...(request.executionState ? { execution_state: encodeExecutionState(request.executionState) } : {}),
    ...(request.filename ? { filename: request.filename } : {}),
  };
}

/** Message exports as CSV text (`/views/search/messages`). */
export const ExportApi = {
  /** Exports a saved search's message list. */
  search: async (client: ApiClient, searchId: string, request: ExportRequest): Promise<string> =>
    str(required(await client.post(`/views/search/messages/${segment(searchId)}`, body(request), csv), 'export'), 'export'),
  /** Exports one message-list widget (its search type). */
  searchType: async (client: ApiClient, searchId: string, searchTypeId: string, request: ExportRequest): Promise<string> =>
    str(required(await client.post(`/views/search/messages/${segment(searchId)}/${segment(searchTypeId)}`, body(request), csv), 'export'), 'export'),
  /** Exports messages for a query, range and streams without a saved search. */
  messages: async (client: ApiClient, request: { queryString: string; timerange: TimeRange; streams: string[]; fieldsInOrder: string[]; limit?: number }): Promise<string> =>
    str(required(await client.post('/views/search/messages', {
      query_string: encodeQueryString(request.queryString),
      timerange: encodeTimeRange(request.timerange),
      streams: request.streams,
      fields_in_order: request.fieldsInOrder,
      ...(request.limit === undefined ? {} : { limit: request.limit }),
    }, csv), 'export'), 'export'),
};

import type { ApiClient } from '../client/ApiClient';
import { required, ResponseShapeError, str } from '../models/decode';
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

/** Export formats; Graylog 5.1 open source offers CSV only (3-administration.md §9). */
export const EXPORT_FORMATS = ['csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The export job id: Graylog answers it as a JSON string or as plain text. */
function jobId(body: unknown): string {
  const id = str(required(body, 'export_job'), 'export_job');
  if (!id) throw new ResponseShapeError('export_job', 'a job id', id);
  return id;
}

function body(request: ExportRequest) {
  return {
    fields_in_order: request.fieldsInOrder,
    ...(request.limit === undefined ? {} : { limit: request.limit }),
    ...(request.executionState ? { execution_state: encodeExecutionState(request.executionState) } : {}),
    ...(request.filename ? { filename: request.filename } : {}),
  };
}

/**
 * Message exports as CSV text (`/views/search/messages`, synchronous), and the export-job flow of the 5.1 web UI
 * (2-search-and-dashboards.md §7): `POST /views/export/{searchId}[/{searchTypeId}]` answers a job id, then
 * `GET /views/search/messages/job/{jobId}/{filename}` downloads the file (a link to `jobResultUrl` in a browser).
 */
export const ExportApi = {
  /** Exports a saved search's message list. */
  search: async (client: ApiClient, searchId: string, request: ExportRequest): Promise<string> =>
    str(required(await client.post(`/views/search/messages/${segment(searchId)}`, body(request), csv), 'export'), 'export'),
  /** Exports one message-list widget (its search type). */
  searchType: async (client: ApiClient, searchId: string, searchTypeId: string, request: ExportRequest): Promise<string> =>
    str(
      required(await client.post(`/views/search/messages/${segment(searchId)}/${segment(searchTypeId)}`, body(request), csv), 'export'),
      'export',
    ),
  /** Exports messages for a query, range and streams without a saved search. */
  messages: async (
    client: ApiClient,
    request: { queryString: string; timerange: TimeRange; streams: string[]; fieldsInOrder: string[]; limit?: number },
  ): Promise<string> =>
    str(
      required(
        await client.post(
          '/views/search/messages',
          {
            query_string: encodeQueryString(request.queryString),
            timerange: encodeTimeRange(request.timerange),
            streams: request.streams,
            fields_in_order: request.fieldsInOrder,
            ...(request.limit === undefined ? {} : { limit: request.limit }),
          },
          csv,
        ),
        'export',
      ),
      'export',
    ),
  /** Starts an export job for a saved search's messages; answers the job id. */
  createJob: async (client: ApiClient, searchId: string, request: ExportRequest): Promise<string> =>
    jobId(await client.post(`/views/export/${segment(searchId)}`, body(request))),
  /** Starts an export job for one message-list widget (its search type); answers the job id. */
  createSearchTypeJob: async (client: ApiClient, searchId: string, searchTypeId: string, request: ExportRequest): Promise<string> =>
    jobId(await client.post(`/views/export/${segment(searchId)}/${segment(searchTypeId)}`, body(request))),
  /** Downloads a job's result as CSV text. */
  jobResult: async (client: ApiClient, exportJobId: string, filename: string): Promise<string> =>
    str(required(await client.get(`/views/search/messages/job/${segment(exportJobId)}/${segment(filename)}`, csv), 'export'), 'export'),
  /** The URL of a job's result, for a download link (the browser sends the session cookie). */
  jobResultUrl: (client: ApiClient, exportJobId: string, filename: string): string =>
    client.url(`/views/search/messages/job/${segment(exportJobId)}/${segment(filename)}`),
};

/** Wire answers of streams, index sets and outputs for the streams and outputs pages' tests and stories. */

export const indexSetWire = (id: string, title: string, isDefault = false) => ({
  id,
  title,
  description: null,
  default: isDefault,
  can_be_default: true,
  writable: true,
  index_prefix: title.toLowerCase().replace(/\W+/g, '-'),
  shards: 1,
  replicas: 0,
  rotation_strategy_class: 'org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategy',
  rotation_strategy: { type: 'org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategyConfig', rotation_period: 'P1D' },
  retention_strategy_class: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategy',
  retention_strategy: { type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig', max_number_of_indices: 20 },
  creation_date: '2024-05-01T08:00:00.000Z',
  index_analyzer: 'standard',
  index_optimization_max_num_segments: 1,
  index_optimization_disabled: false,
  field_type_refresh_interval: 5000,
  index_template_type: 'messages',
});

export const INDEX_SETS_WIRE = {
  total: 2,
  index_sets: [
    indexSetWire('000000000000000000000001', 'Default index set', true),
    indexSetWire('6650a1f2c3d4e5f60718293a', 'Web access logs'),
  ],
  stats: {},
};

interface RuleInput {
  id: string;
  type: number;
  field: string;
  value: string;
  inverted?: boolean;
  description?: string;
}

export const streamWire = (
  id: string,
  title: string,
  options: {
    disabled?: boolean;
    rules?: RuleInput[];
    description?: string | null;
    indexSetId?: string;
    isDefault?: boolean;
    matchingType?: 'AND' | 'OR';
    outputs?: unknown[];
  } = {},
) => ({
  id,
  creator_user_id: 'admin',
  outputs: options.outputs ?? [],
  matching_type: options.matchingType ?? 'AND',
  description: options.description ?? null,
  created_at: '2024-05-02T09:00:00.000+0000',
  disabled: options.disabled ?? false,
  rules: (options.rules ?? []).map((rule) => ({ stream_id: id, inverted: false, description: '', ...rule })),
  title,
  content_pack: null,
  is_default: options.isDefault ?? false,
  remove_matches_from_default_stream: false,
  index_set_id: options.indexSetId ?? '000000000000000000000001',
  is_editable: !options.isDefault,
});

export const STREAMS_WIRE = [
  streamWire('000000000000000000000001', 'Default Stream', {
    isDefault: true,
    description: 'Contains messages that are not explicitly routed to other streams',
  }),
  streamWire('6650b0c1d2e3f4a5b6c7d8e9', 'Web servers', {
    description: 'nginx and Apache access logs',
    indexSetId: '6650a1f2c3d4e5f60718293a',
    rules: [
      { id: '6650b1000000000000000001', type: 1, field: 'application_name', value: 'nginx' },
      { id: '6650b1000000000000000002', type: 6, field: 'message', value: 'HTTP/1.1' },
    ],
  }),
  streamWire('6650b0c1d2e3f4a5b6c7d8ea', 'Failed logins', {
    disabled: true,
    rules: [{ id: '6650b1000000000000000003', type: 2, field: 'message', value: 'Failed password for .+' }],
  }),
];

/** `GET /streams/paginated` (PageListResponse) over the given streams. */
export const streamsPageWire = (streams: readonly unknown[], page = 1, perPage = 10, query = '') => ({
  query,
  pagination: { total: streams.length, count: streams.length, page, per_page: perPage },
  total: streams.length,
  sort: 'title',
  order: 'asc',
  elements: streams,
  attributes: [],
  defaults: { sort: { id: 'title', direction: 'ASC' } },
});

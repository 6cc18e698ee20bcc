/** Wire shapes of an input and its extractors (ADMIN-API.md §2.2) for the extractor screens' tests. */
export const EXTRACTOR_INPUT_WIRE = {
  id: '5f1e2d3c4b5a69788796a5b4',
  title: 'Web servers (GELF TCP)',
  global: true,
  name: 'GELF TCP',
  content_pack: null,
  created_at: '2024-01-01T00:00:00.000Z',
  type: 'org.graylog2.inputs.gelf.tcp.GELFTCPInput',
  creator_user_id: 'admin',
  attributes: { port: 12201 },
  static_fields: {},
  node: null,
};

const timer = (mean: number, p95: number) => ({
  time: { min: 1, max: p95 * 2, mean, std_dev: 2, '95th_percentile': p95, '98th_percentile': p95, '99th_percentile': p95 },
  rate: { total: 10, mean: 0.5, one_minute: 0.2, five_minute: 0.1, fifteen_minute: 0.05 },
  duration_unit: 'microseconds',
  rate_unit: 'events/second',
});

export const extractorWire = (id: string, title: string, order: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title,
  type: 'regex',
  cursor_strategy: 'copy',
  source_field: 'message',
  target_field: 'status',
  extractor_config: { regex_value: 'status=(\\d+)' },
  creator_user_id: 'admin',
  converters: [],
  condition_type: 'none',
  condition_value: '',
  order,
  exceptions: 0,
  converter_exceptions: 0,
  metrics: {
    total: timer(12, 30),
    condition: timer(1, 2),
    execution: timer(10, 25),
    converters: timer(0, 0),
    condition_hits: 1200,
    condition_misses: 3,
  },
  ...overrides,
});

export const STATUS_EXTRACTOR = extractorWire('0b6a1c20-7e31-11ee-9d2b-0242ac120002', 'HTTP status', 0);
export const PATH_EXTRACTOR = extractorWire('1c7b2d30-7e31-11ee-9d2b-0242ac120002', 'Request path', 1, {
  type: 'split_and_index',
  cursor_strategy: 'cut',
  source_field: 'request',
  target_field: 'path',
  extractor_config: { split_by: ' ', index: 2 },
  converters: [{ type: 'lowercase', config: {} }],
  condition_type: 'string',
  condition_value: 'GET',
  exceptions: 1,
  converter_exceptions: 1,
  metrics: { condition_hits: 1, condition_misses: 0, total: timer(4, 9) },
});

/** Wire shapes of the alerts area for tests and stories (ADMIN-API.md §7). */
export const DEFINITION_WIRE = {
  id: '6650b0c1d2e3f4a5b6c7d001',
  _scope: 'DEFAULT',
  title: 'Failed logins',
  description: 'More than ten failed logins of one user',
  priority: 3,
  alert: true,
  config: {
    type: 'aggregation-v1',
    query: 'action:login_failed',
    query_parameters: [],
    streams: [],
    group_by: ['user'],
    series: [{ id: 'count-', function: 'count', field: null }],
    conditions: { expression: { expr: '>', left: { expr: 'number-ref', ref: 'count-' }, right: { expr: 'number', value: 10 } } },
    search_within_ms: 300000,
    execute_every_ms: 60000,
  },
  field_spec: {},
  key_spec: [],
  notification_settings: { grace_period_ms: 300000, backlog_size: null },
  notifications: [{ notification_id: '6650b0c1d2e3f4a5b6c7d101', notification_parameters: null }],
  storage: [{ type: 'persist-to-streams-v1', streams: ['000000000000000000000002'] }],
  scheduler: { is_scheduled: true, status: 'runnable', next_time: '2024-05-01T10:06:00.000Z', triggered_at: null, queued_notifications: 0 },
};

export const FILTER_DEFINITION_WIRE = {
  ...DEFINITION_WIRE,
  id: '6650b0c1d2e3f4a5b6c7d002',
  title: 'Server errors',
  description: '',
  priority: 2,
  alert: false,
  config: { ...DEFINITION_WIRE.config, query: 'level:3', group_by: [], series: [], conditions: { expression: null } },
  notifications: [],
  scheduler: { is_scheduled: false, status: null, next_time: null, triggered_at: null, queued_notifications: 0 },
};

export const definitionsPage = (elements: unknown[]) => ({
  query: '',
  pagination: { total: elements.length, count: elements.length, page: 1, per_page: 10 },
  total: elements.length,
  sort: 'title',
  order: 'asc',
  elements,
  attributes: [],
  defaults: { sort: { id: 'title', direction: 'ASC' } },
});

export const HTTP_NOTIFICATION_WIRE = {
  id: '6650b0c1d2e3f4a5b6c7d101',
  title: 'Ops webhook',
  description: 'Posts to the on-call bridge',
  config: {
    type: 'http-notification-v1',
    url: 'https://hooks.example.org/ops',
    basic_auth: { is_set: false },
    api_key_as_header: false,
    api_key: '',
    api_secret: { is_set: false },
    skip_tls_verification: false,
  },
};

export const notificationsPage = (elements: unknown[]) => ({ ...definitionsPage(elements), sort: 'title' });

export const eventWire = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  event_definition_type: 'aggregation-v1',
  event_definition_id: DEFINITION_WIRE.id,
  origin_context: null,
  timestamp: '2024-05-01T10:05:00.000Z',
  timestamp_processing: '2024-05-01T10:05:01.000Z',
  timerange_start: '2024-05-01T10:00:00.000Z',
  timerange_end: '2024-05-01T10:05:00.000Z',
  streams: ['000000000000000000000002'],
  source_streams: [],
  message: 'Failed logins: bob - count()=12.0',
  source: 'sift',
  key_tuple: [],
  key: '',
  priority: 3,
  alert: true,
  fields: {},
  group_by_fields: { user: 'bob' },
  replay_info: {
    timerange_start: '2024-05-01T10:00:00.000Z',
    timerange_end: '2024-05-01T10:05:00.000Z',
    query: 'action:login_failed',
    streams: [],
  },
  ...overrides,
});

export const eventsResult = (events: unknown[], total = events.length) => ({
  parameters: {},
  total_events: total,
  duration: 3,
  events: events.map((event) => ({ event, index_name: 'gl-events_0', index_type: 'message' })),
  used_indices: ['gl-events_0'],
  context: {
    event_definitions: { [DEFINITION_WIRE.id]: { id: DEFINITION_WIRE.id, title: DEFINITION_WIRE.title, description: '' } },
    streams: {},
  },
});

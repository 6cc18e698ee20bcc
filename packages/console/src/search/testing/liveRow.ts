/** A `messages` search-type row as `GET /sift/live` sends it. */
export function liveRow(id: string, fields: Record<string, unknown> = {}) {
  return {
    message: {
      _id: id,
      timestamp: '2024-05-02T10:00:05.000Z',
      source: 'live-host',
      message: `live message ${id}`,
      streams: ['s1'],
      gl2_source_node: 'n1',
      gl2_source_input: 'i1',
      ...fields,
    },
    index: 'graylog_0',
    highlight_ranges: {},
    decoration_stats: null,
  };
}

/** Wire answers of content packs for the content packs page's tests and stories. */
export const packWire = (id: string, rev: number, name: string, parameters: object[] = [], entities = 2) => ({
  v: 1,
  id,
  rev,
  name,
  summary: `${name} in one go`,
  description: '',
  vendor: 'Sift',
  url: 'https://example.org',
  created_at: '2026-11-20T09:30:00.000Z',
  server_version: '5.1.0',
  parameters,
  entities: Array.from({ length: entities }, (_, i) => ({
    v: '1',
    type: { name: 'stream', version: '1' },
    id: `e${i}`,
    data: {},
    constraints: [],
  })),
});

export const BEATS_PARAMETERS = [
  { name: 'PORT', title: 'Beats port', description: 'Where the Beats input listens', type: 'integer', default_value: 5044 },
  { name: 'TLS', title: 'Use TLS', description: '', type: 'boolean', default_value: false },
];

export const CONTENT_PACKS_WIRE = {
  total: 3,
  content_packs: [packWire('cp-beats', 1, 'Beats'), packWire('cp-beats', 2, 'Beats', BEATS_PARAMETERS), packWire('cp-web', 1, 'Web shop')],
  content_pack_metadata: { 'cp-web': { '1': { installation_count: 2 } } },
};

export const INSTALLATIONS_WIRE = {
  total: 1,
  installations: [
    {
      _id: 'i1',
      content_pack_id: 'cp-web',
      content_pack_revision: 1,
      parameters: {},
      entities: [
        { id: 's1', content_pack_entity_id: 'e0', title: 'Shop traffic', type: { name: 'stream', version: '1' }, found_on_system: false },
        { id: 'p1', content_pack_entity_id: 'e1', title: 'Shop', type: { name: 'pipeline', version: '1' }, found_on_system: false },
      ],
      comment: 'edge nodes',
      created_at: '2026-11-21T10:00:00.000Z',
      created_by: 'admin',
    },
  ],
};

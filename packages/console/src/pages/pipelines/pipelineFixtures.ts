import { streamWire } from '../streams/streamFixtures';

/** Wire answers of pipelines, rules, connections and functions for the pipelines pages' tests and stories. */

const DATE = '2026-11-20T09:30:00.000Z';

export const ruleWire = (id: string, title: string, description = '', source = `rule "${title}"\nwhen\n  true\nthen\nend`) => ({
  id,
  title,
  description,
  source,
  created_at: DATE,
  modified_at: DATE,
  errors: null,
});

export const RULES_WIRE = [
  ruleWire(
    'r1',
    'tag slow requests',
    'Marks requests over 500 ms',
    'rule "tag slow requests"\nwhen\n  to_long($message.took_ms, 0) > 500\nthen\n  set_field("slow", true);\nend',
  ),
  ruleWire(
    'r2',
    'lowercase source',
    'Normalizes host names',
    'rule "lowercase source"\nwhen\n  has_field("source")\nthen\n  set_field("source", lowercase(to_string($message.source)));\nend',
  ),
];

export const pipelineWire = (
  id: string,
  title: string,
  stages: Array<{ stage: number; match: 'ALL' | 'EITHER' | 'PASS'; rules: string[] }>,
  description = '',
) => ({
  id,
  title,
  description,
  source: `pipeline "${title}"\n${stages.map((s) => `stage ${s.stage} match ${s.match.toLowerCase()}\n${s.rules.map((r) => `rule "${r}";\n`).join('')}`).join('')}end`,
  created_at: DATE,
  modified_at: DATE,
  stages,
  errors: null,
});

export const PIPELINES_WIRE = [
  pipelineWire(
    'p1',
    'Web traffic',
    [
      { stage: 0, match: 'EITHER', rules: ['lowercase source'] },
      { stage: 1, match: 'ALL', rules: ['tag slow requests', 'gone rule'] },
    ],
    'Enriches web server logs',
  ),
  pipelineWire('p2', 'Audit', [{ stage: 0, match: 'PASS', rules: [] }]),
];

export const STREAMS_WIRE = {
  total: 2,
  streams: [streamWire('6650b0c1d2e3f4a5b6c7d8e9', 'Web servers'), streamWire('6650b0c1d2e3f4a5b6c7d8ea', 'Failed logins')],
};

export const CONNECTIONS_WIRE = [{ id: 'c1', stream_id: '6650b0c1d2e3f4a5b6c7d8e9', pipeline_ids: ['p1'] }];

export const FUNCTIONS_WIRE = [
  {
    name: 'to_string',
    pure: false,
    return_type: 'java.lang.String',
    params: [
      { type: 'java.lang.Object', transformed_type: 'java.lang.Object', name: 'value', optional: false, description: 'Value to convert' },
      {
        type: 'java.lang.String',
        transformed_type: 'java.lang.String',
        name: 'default',
        optional: true,
        description: 'Used when the value is null',
      },
    ],
    description: 'Converts a value to its string representation',
  },
  {
    name: 'to_long',
    pure: false,
    return_type: 'java.lang.Long',
    params: [
      { type: 'java.lang.Object', transformed_type: 'java.lang.Object', name: 'value', optional: false, description: 'Value to convert' },
    ],
    description: 'Converts a value to a long',
  },
  {
    name: 'set_field',
    pure: false,
    return_type: 'java.lang.Void',
    params: [
      { type: 'java.lang.String', transformed_type: 'java.lang.String', name: 'field', optional: false, description: 'The new field name' },
      {
        type: 'java.lang.Object',
        transformed_type: 'java.lang.Object',
        name: 'value',
        optional: false,
        description: 'The new field value',
      },
    ],
    description: 'Sets a new field in a message',
  },
];

export const SIMULATION_WIRE = {
  messages: [
    {
      message: {
        _id: 'm1',
        message: 'GET /cart 200 812ms',
        source: 'web-1',
        took_ms: 812,
        slow: true,
        streams: ['6650b0c1d2e3f4a5b6c7d8e9'],
      },
      index: '',
      highlight_ranges: null,
      decoration_stats: { added_fields: { slow: true }, changed_fields: { source: 'WEB-1' }, removed_fields: { tmp: 'x' } },
    },
  ],
  simulation_trace: [
    { time: 3, message: 'Starting message processing' },
    { time: 40, message: "Enter Stage 0 of Pipeline 'Web traffic' (p1)" },
    { time: 95, message: 'Finished message processing' },
  ],
  took_microseconds: 97,
  sift_stages: [
    simulatedStage('p1', 'Web traffic', 0, 'EITHER', [{ id: 'r2', title: 'lowercase source', matched: true, failed: false }], {
      message: { source: 'web-1', tmp: 'x' },
      changed_fields: { source: 'WEB-1' },
    }),
    simulatedStage('p2', 'Audit', 0, 'PASS', [], { message: { source: 'web-1', tmp: 'x' } }),
    simulatedStage(
      'p1',
      'Web traffic',
      1,
      'ALL',
      [
        { id: 'r1', title: 'tag slow requests', matched: true, failed: false },
        { id: null, title: 'gone rule', matched: false, failed: false },
      ],
      { message: { source: 'web-1', slow: true }, added_fields: { slow: true }, removed_fields: { tmp: 'x' }, stopped: true },
    ),
  ],
};

/** An entry of Sift's `sift_stages`: the message (after the stage) is the simulated message with `message`'s fields. */
function simulatedStage(
  pipelineId: string,
  title: string,
  stage: number,
  match: 'ALL' | 'EITHER' | 'PASS',
  rules: Array<{ id: string | null; title: string; matched: boolean; failed: boolean }>,
  after: { message: Record<string, unknown>; added_fields?: object; changed_fields?: object; removed_fields?: object; stopped?: boolean },
) {
  return {
    pipeline_id: pipelineId,
    pipeline_title: title,
    stage,
    match,
    rules,
    stopped: after.stopped ?? false,
    dropped: false,
    message: { _id: 'm1', message: 'GET /cart 200 812ms', took_ms: 812, streams: ['6650b0c1d2e3f4a5b6c7d8e9'], ...after.message },
    added_fields: after.added_fields ?? {},
    changed_fields: after.changed_fields ?? {},
    removed_fields: after.removed_fields ?? {},
  };
}

/** One node's meters as `/cluster/metrics/multiple` answers them: each asked-for name with a one-minute rate of `rates[name]` (else 0). */
export const metersAnswer =
  (rates: Record<string, number>) =>
  ({ body }: { body: unknown }) => ({
    'node-1': {
      metrics: (body as { metrics: string[] }).metrics.map((name) => ({
        full_name: name,
        name: name.split('.').pop(),
        type: 'meter',
        metric: {
          rate: { total: 10, mean: 0, one_minute: rates[name] ?? 0, five_minute: 0, fifteen_minute: 0 },
          rate_unit: 'events/second',
        },
      })),
    },
  });

const AST = 'org.graylog.plugins.pipelineprocessor.ast';
export const FIXTURE_RATES: Record<string, number> = {
  [`${AST}.Pipeline.p1.executed`]: 12.5,
  [`${AST}.Pipeline.p1.stage.1.executed`]: 4.25,
  [`${AST}.Rule.r1.executed`]: 4.25,
  [`${AST}.Rule.r1.failed`]: 0.5,
};

/** Everything the pipelines screens read, for an administrator. */
export const PIPELINE_ROUTES = {
  'GET /system/pipelines/pipeline': PIPELINES_WIRE,
  'GET /system/pipelines/pipeline/p1': PIPELINES_WIRE[0],
  'GET /system/pipelines/rule': RULES_WIRE,
  'GET /system/pipelines/rule/r1': RULES_WIRE[0],
  'GET /system/pipelines/rule/functions': FUNCTIONS_WIRE,
  'GET /system/pipelines/connections': CONNECTIONS_WIRE,
  'GET /streams': STREAMS_WIRE,
  'POST /cluster/metrics/multiple': metersAnswer(FIXTURE_RATES),
};

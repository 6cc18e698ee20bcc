import type { EventDefinition, EventPriority, SeriesType } from '@sift/api';
import type { TimeUnit } from '@sift/ui';
import { newGrouping, newMetric, type GroupingDraft, type MetricDraft } from '../../search/results/aggregation/editor/editorModel';

/** The aggregation functions an event definition's series may use (ADMIN-API.md §7.3), in the pickers' order. */
export const EVENT_SERIES_FUNCTIONS: readonly SeriesType[] = [
  'avg',
  'card',
  'count',
  'max',
  'min',
  'sum',
  'stddev',
  'sumofsquares',
  'variance',
];
export const COMPARATORS = ['>', '>=', '<', '<=', '=='] as const;
export type Comparator = (typeof COMPARATORS)[number];
export const BOOLEAN_OPERATORS = [
  { value: '&&', label: 'all of the conditions' },
  { value: '||', label: 'any of the conditions' },
] as const;
export type BooleanOperator = (typeof BOOLEAN_OPERATORS)[number]['value'];
export const DURATION_UNITS: readonly TimeUnit[] = ['SECONDS', 'MINUTES', 'HOURS', 'DAYS'];
const UNIT_MS: Partial<Record<TimeUnit, number>> = { SECONDS: 1000, MINUTES: 60_000, HOURS: 3_600_000, DAYS: 86_400_000 };
/** The web UI's defaults: 5 minutes for both windows and for the grace period (ADMIN-API.md §7.2, §7.3). */
export const DEFAULT_WINDOW_MS = 300_000;
export const DEFAULT_GRACE_PERIOD_MS = 300_000;
/** The events stream every definition stores its events in, unless it names its own storage. */
export const EVENTS_STREAM_ID = '000000000000000000000002';

/** Graylog's validation messages (EventDefinitionDto.validate, AggregationEventProcessorConfig.validate). */
export const DEFINITION_ERRORS = {
  title: 'Event Definition title cannot be empty.',
  searchWithin: 'Filter & Aggregation search_within_ms must be greater than 0.',
  executeEvery: 'Filter & Aggregation execute_every_ms must be greater than 0.',
  groupByNeedsSeries: 'Event Definitions with a Group By field need at least one aggregation series.',
  seriesNeedsCondition: (fn: string) => `Aggregation condition for ${fn} needs a threshold.`,
  seriesField: (fn: string) => `Aggregation's series of type ${fn} must contain non-empty value for field`,
  fieldName: 'Field name cannot be empty and may only contain letters, digits, ".", "-", "_" and "@".',
} as const;

export interface Duration {
  value: number;
  unit: TimeUnit;
}

export interface ConditionDraft {
  comparator: Comparator;
  value: number | null;
}

export interface FieldDraft {
  id: string;
  name: string;
  template: string;
  isKey: boolean;
}

/** What the wizard edits; `base` keeps what it does not show (scope, storage, query parameters, other providers). */
export interface DefinitionDraft {
  base: EventDefinition | null;
  title: string;
  description: string;
  priority: EventPriority;
  query: string;
  streams: string[];
  searchWithin: Duration;
  executeEvery: Duration;
  groupings: GroupingDraft[];
  metrics: MetricDraft[];
  /** One threshold per metric, by metric id. */
  conditions: Record<string, ConditionDraft>;
  operator: BooleanOperator;
  fields: FieldDraft[];
  notificationIds: string[];
  gracePeriodMs: number;
  backlogSize: number | null;
}

type JsonObject = Record<string, unknown>;

export type DraftErrors = Readonly<Record<string, string>>;

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${++counter}`;

/** The largest unit that divides the milliseconds evenly, as the web UI shows durations. */
export function durationOf(ms: number): Duration {
  for (const unit of [...DURATION_UNITS].reverse()) {
    const size = UNIT_MS[unit] ?? 1000;
    if (ms >= size && ms % size === 0) return { value: ms / size, unit };
  }
  return { value: Math.max(0, Math.round(ms / 1000)), unit: 'SECONDS' };
}

export const durationMs = (duration: Duration) => duration.value * (UNIT_MS[duration.unit] ?? 1000);

/** The series id the web UI gives a metric: `<function>-<field>`. */
export const seriesId = (metric: MetricDraft) => `${metric.fn}-${metric.field ?? ''}`;

export function emptyDraft(): DefinitionDraft {
  return {
    base: null,
    title: '',
    description: '',
    priority: 2,
    query: '',
    streams: [],
    searchWithin: durationOf(DEFAULT_WINDOW_MS),
    executeEvery: durationOf(DEFAULT_WINDOW_MS),
    groupings: [],
    metrics: [],
    conditions: {},
    operator: '&&',
    fields: [],
    notificationIds: [],
    gracePeriodMs: DEFAULT_GRACE_PERIOD_MS,
    backlogSize: null,
  };
}

const isObj = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** Comparisons `number-ref <op> number` anywhere under `&&`/`||`/group nodes, by series id, and the operator joining them. */
function readConditions(expression: unknown): { byRef: Record<string, ConditionDraft>; operator: BooleanOperator } {
  const byRef: Record<string, ConditionDraft> = {};
  let operator: BooleanOperator = '&&';
  const visit = (node: unknown) => {
    if (!isObj(node)) return;
    const expr = node['expr'];
    if (expr === '&&' || expr === '||') {
      operator = expr;
      visit(node['left']);
      visit(node['right']);
    } else if (expr === 'group') {
      visit(node['child']);
    } else if (COMPARATORS.some((c) => c === expr) && isObj(node['left']) && isObj(node['right'])) {
      const ref = node['left']['ref'];
      const value = node['right']['value'];
      if (typeof ref === 'string' && typeof value === 'number') byRef[ref] = { comparator: expr as Comparator, value };
    }
  };
  visit(expression);
  return { byRef, operator };
}

export function draftFromDefinition(definition: EventDefinition): DefinitionDraft {
  const config = definition.config;
  const series = Array.isArray(config['series']) ? config['series'].filter(isObj) : [];
  const { byRef, operator } = readConditions(isObj(config['conditions']) ? config['conditions']['expression'] : null);
  const metrics: MetricDraft[] = [];
  const conditions: Record<string, ConditionDraft> = {};
  for (const s of series) {
    const metric: MetricDraft = {
      ...newMetric(),
      fn: EVENT_SERIES_FUNCTIONS.find((fn) => fn === s['function']) ?? '',
      field: typeof s['field'] === 'string' && s['field'] !== '' ? s['field'] : null,
    };
    metrics.push(metric);
    const condition = typeof s['id'] === 'string' ? byRef[s['id']] : undefined;
    if (condition) conditions[metric.id] = condition;
  }
  const fields = Object.entries(definition.fieldSpec).map(([name, spec]) => {
    const providers = Array.isArray(spec['providers']) ? spec['providers'].filter(isObj) : [];
    const template = providers.find((p) => p['type'] === 'template-v1')?.['template'];
    return { id: nextId('field'), name, template: typeof template === 'string' ? template : '', isKey: definition.keySpec.includes(name) };
  });
  return {
    base: definition,
    title: definition.title,
    description: definition.description,
    priority: definition.priority,
    query: typeof config['query'] === 'string' ? config['query'] : '',
    streams: strings(config['streams']),
    searchWithin: durationOf(typeof config['search_within_ms'] === 'number' ? config['search_within_ms'] : DEFAULT_WINDOW_MS),
    executeEvery: durationOf(typeof config['execute_every_ms'] === 'number' ? config['execute_every_ms'] : DEFAULT_WINDOW_MS),
    groupings: strings(config['group_by']).map((field) => ({ ...newGrouping(), field })),
    metrics,
    conditions,
    operator,
    fields,
    notificationIds: definition.notifications.map((n) => n.notificationId),
    gracePeriodMs: definition.notificationSettings.gracePeriodMs,
    backlogSize: definition.notificationSettings.backlogSize,
  };
}

export const newField = (): FieldDraft => ({ id: nextId('field'), name: '', template: '', isKey: false });

const FIELD_NAME = /^[\w.\-@]+$/;

/** What keeps the definition from being saved, by input (`title`, `searchWithin`, `metrics.<id>.field`, `fields.<id>.name`, ...). */
export function validateDraft(draft: DefinitionDraft): DraftErrors {
  const errors: Record<string, string> = {};
  if (draft.title.trim() === '') errors['title'] = DEFINITION_ERRORS.title;
  if (!(durationMs(draft.searchWithin) > 0)) errors['searchWithin'] = DEFINITION_ERRORS.searchWithin;
  if (!(durationMs(draft.executeEvery) > 0)) errors['executeEvery'] = DEFINITION_ERRORS.executeEvery;
  if (draft.groupings.some((g) => g.field !== '') && draft.metrics.length === 0) errors['groupings'] = DEFINITION_ERRORS.groupByNeedsSeries;
  for (const metric of draft.metrics) {
    if (metric.fn === '') errors[`metrics.${metric.id}.function`] = 'Function is required.';
    else if (metric.fn !== 'count' && metric.field === null)
      errors[`metrics.${metric.id}.field`] = DEFINITION_ERRORS.seriesField(metric.fn);
    const condition = draft.conditions[metric.id];
    if (metric.fn !== '' && (condition === undefined || condition.value === null)) {
      errors[`conditions.${metric.id}`] = DEFINITION_ERRORS.seriesNeedsCondition(`${metric.fn}(${metric.field ?? ''})`);
    }
  }
  for (const field of draft.fields) if (!FIELD_NAME.test(field.name)) errors[`fields.${field.id}.name`] = DEFINITION_ERRORS.fieldName;
  return errors;
}

/** The steps an error belongs to, so the wizard can say where to look. */
export function stepOfError(key: string): 'details' | 'condition' | 'fields' {
  if (key === 'title') return 'details';
  if (key.startsWith('fields.')) return 'fields';
  return 'condition';
}

function conditionsExpression(draft: DefinitionDraft): JsonObject | null {
  const comparisons: JsonObject[] = draft.metrics.flatMap((metric) => {
    const condition = draft.conditions[metric.id];
    if (!condition || condition.value === null) return [];
    return [
      {
        expr: condition.comparator,
        left: { expr: 'number-ref', ref: seriesId(metric) },
        right: { expr: 'number', value: condition.value },
      },
    ];
  });
  if (comparisons.length === 0) return null;
  return comparisons.slice(1).reduce<JsonObject>((left, right) => ({ expr: draft.operator, left, right }), comparisons[0] as JsonObject);
}

/** The definition the wizard saves: a filter (no metrics) or an aggregation with its conditions. */
export function definitionFromDraft(draft: DefinitionDraft): EventDefinition {
  const base = draft.base;
  const previousConfig = base?.config ?? { type: 'aggregation-v1' };
  const expression = conditionsExpression(draft);
  const config: JsonObject & { type: string } = {
    ...previousConfig,
    type: 'aggregation-v1',
    query: draft.query,
    query_parameters: Array.isArray(previousConfig['query_parameters']) ? previousConfig['query_parameters'] : [],
    streams: draft.streams,
    group_by: draft.groupings.map((g) => g.field).filter((field) => field !== ''),
    series: draft.metrics.map((metric) => ({ id: seriesId(metric), function: metric.fn, field: metric.field })),
    conditions: { expression },
    search_within_ms: durationMs(draft.searchWithin),
    execute_every_ms: durationMs(draft.executeEvery),
  };
  const fieldSpec = Object.fromEntries(
    draft.fields.map((field) => [
      field.name,
      { data_type: 'string', providers: [{ type: 'template-v1', template: field.template, require_values: false }] },
    ]),
  );
  return {
    id: base?.id ?? null,
    scope: base?.scope ?? null,
    title: draft.title.trim(),
    description: draft.description,
    priority: draft.priority,
    alert: draft.notificationIds.length > 0,
    config,
    fieldSpec,
    keySpec: draft.fields.filter((f) => f.isKey).map((f) => f.name),
    notificationSettings: { gracePeriodMs: draft.gracePeriodMs, backlogSize: draft.backlogSize },
    notifications: draft.notificationIds.map((notificationId) => ({
      notificationId,
      notificationParameters: base?.notifications.find((n) => n.notificationId === notificationId)?.notificationParameters ?? null,
    })),
    storage: base?.storage ?? [{ type: 'persist-to-streams-v1', streams: [EVENTS_STREAM_ID] }],
    scheduler: base?.scheduler ?? null,
  };
}

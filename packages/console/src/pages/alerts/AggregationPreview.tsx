import { useEffect, useMemo, useState } from 'react';
import {
  useEventAggregationPreview,
  type AggregationPreview as Preview,
  type AggregationPreviewGroup,
  type EventDefinition,
} from '@sift/api';
import {
  EntityOverviewTable,
  formatNumber,
  formatPrecise,
  Label,
  LoadingIndicator,
  Panel,
  useDebouncedCallback,
  type OverviewColumn,
  type TableLayoutPreferences,
} from '@sift/ui';
import { failureMessage } from '../streams/reportFailure';
import { definitionFromDraft, durationMs, validateDraft, type DefinitionDraft } from './definitionDraft';
import { FILTER_PREVIEW_DEBOUNCE_MS } from './FilterPreview';

/** The preview asks again once the aggregation has not changed for this long (as the filter's preview). */
export const AGGREGATION_PREVIEW_DEBOUNCE_MS = FILTER_PREVIEW_DEBOUNCE_MS;
export const AGGREGATION_PREVIEW_TITLE = 'Aggregation Preview';
/** The column that says whether a group would raise an event. */
export const WOULD_RAISE = 'Would raise';
export const AGGREGATION_PREVIEW_TEXTS = {
  incomplete: 'Choose the function (and field) of every metric to preview the aggregation.',
  noGroups: (seconds: number) => `No groups in the last ${seconds} seconds.`,
  summary: (result: Pick<Preview, 'total' | 'raising'>, seconds: number) =>
    `${formatNumber(result.total)} ${result.total === 1 ? 'group' : 'groups'} in the last ${seconds} seconds; ${
      result.raising === null
        ? 'set a threshold for every metric to see which would raise an event.'
        : `${formatNumber(result.raising)} would raise an event.`
    }`,
  shown: (shown: number) => `Showing ${formatNumber(shown)} of them, those that would raise first.`,
  raises: 'Raises an event',
  quiet: 'No',
  unknown: 'Not known',
  allMessages: 'All messages',
} as const;
const T = AGGREGATION_PREVIEW_TEXTS;

/** Draft errors that leave nothing to preview (an unchosen metric, no window); a missing threshold does not. */
const BLOCKING = /^(metrics\.|groupings$|searchWithin$|executeEvery$)/;

/**
 * The unsaved definition the preview sends, or null while its metrics are incomplete. Conditions are sent
 * only once every metric has its threshold, so that "would raise" never judges by part of them.
 */
export function aggregationPreviewDefinition(draft: DefinitionDraft): EventDefinition | null {
  const errors = validateDraft(draft);
  if (Object.keys(errors).some((key) => BLOCKING.test(key))) return null;
  const definition = { ...definitionFromDraft(draft), scheduler: null };
  const complete = !Object.keys(errors).some((key) => key.startsWith('conditions.'));
  return complete ? definition : { ...definition, config: { ...definition.config, conditions: { expression: null } } };
}

interface Row extends AggregationPreviewGroup {
  id: string;
}

function raisingLabel(wouldRaise: boolean | null) {
  if (wouldRaise === null) return T.unknown;
  return wouldRaise ? <Label variant="warning">{T.raises}</Label> : T.quiet;
}

/** The group-by fields and series (id and name) of the definition a preview was asked for. */
function aggregationOf(definition: EventDefinition) {
  const config = definition.config;
  const fields = Array.isArray(config['group_by']) ? config['group_by'].filter((f): f is string => typeof f === 'string') : [];
  const series = (Array.isArray(config['series']) ? config['series'] : []).flatMap((s) => {
    if (typeof s !== 'object' || s === null || Array.isArray(s)) return [];
    const field = typeof s['field'] === 'string' ? s['field'] : '';
    return [{ id: String(s['id']), title: `${String(s['function'])}(${field})` }];
  });
  return { fields, series };
}

/** The groups as a table: one column per group-by field, one per metric, and whether the group would raise. */
function GroupsTable({ definition, groups }: { definition: EventDefinition; groups: readonly AggregationPreviewGroup[] }) {
  const columns = useMemo<OverviewColumn[]>(() => {
    const { fields, series } = aggregationOf(definition);
    return [
      ...fields.map((field, i) => ({ id: `group:${i}`, title: field })),
      ...series.map((s) => ({ id: `series:${s.id}`, title: s.title })),
      { id: 'wouldRaise', title: WOULD_RAISE },
    ];
  }, [definition]);
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const layout: TableLayoutPreferences = {
    displayedAttributes: columns.map((c) => c.id).filter((id) => !hidden.includes(id)),
    sort: null,
    perPage: groups.length,
  };
  const rows = useMemo<Row[]>(() => groups.map((group, i) => ({ ...group, id: String(i) })), [groups]);
  return (
    <EntityOverviewTable<Row>
      aria-label="Groups"
      entities={rows}
      columns={columns}
      layout={layout}
      onLayoutChange={(next) => setHidden(columns.map((c) => c.id).filter((id) => !next.displayedAttributes.includes(id)))}
      entityLabel={(row) => (row.key.length > 0 ? row.key.join(' | ') : T.allMessages)}
      renderCell={(row, column) => {
        if (column.id === 'wouldRaise') return raisingLabel(row.wouldRaise);
        if (column.id.startsWith('group:')) return row.key[Number(column.id.slice('group:'.length))] ?? '';
        const value = row.values[column.id.slice('series:'.length)];
        return value === null || value === undefined ? '—' : formatPrecise(value);
      }}
    />
  );
}

/**
 * The aggregation's result over the definition's window ending now: its groups, each metric's value and
 * whether the group would raise an event, found by the server's event processor once the draft has not
 * changed for AGGREGATION_PREVIEW_DEBOUNCE_MS.
 */
export function AggregationPreview({ draft }: { draft: DefinitionDraft }) {
  const seconds = Math.max(1, Math.round(durationMs(draft.searchWithin) / 1000));
  const definition = aggregationPreviewDefinition(draft);
  const key = definition ? JSON.stringify(definition) : null;
  const [request, setRequest] = useState<EventDefinition | null>(null);
  const settle = useDebouncedCallback(setRequest, AGGREGATION_PREVIEW_DEBOUNCE_MS);
  useEffect(() => settle(key ? (JSON.parse(key) as EventDefinition) : null), [key, settle]);
  const preview = useEventAggregationPreview(key ? request : null);
  const pending = JSON.stringify(request) !== key || preview.isValidating;
  return (
    <Panel title={AGGREGATION_PREVIEW_TITLE} headingLevel={3}>
      <div role="region" aria-label={AGGREGATION_PREVIEW_TITLE} style={{ display: 'grid', gap: 8 }}>
        {!key ? (
          <p style={{ margin: 0 }}>{T.incomplete}</p>
        ) : preview.error ? (
          <p role="alert" style={{ margin: 0 }}>
            Could not preview the aggregation: {failureMessage(preview.error)}
          </p>
        ) : preview.data ? (
          <>
            <p role="status" aria-busy={pending} style={{ margin: 0 }}>
              {preview.data.total === 0 ? T.noGroups(seconds) : T.summary(preview.data, seconds)}
              {preview.data.groups.length < preview.data.total ? ` ${T.shown(preview.data.groups.length)}` : ''}
            </p>
            {request && preview.data.groups.length > 0 && <GroupsTable definition={request} groups={preview.data.groups} />}
          </>
        ) : (
          <LoadingIndicator />
        )}
      </div>
    </Panel>
  );
}

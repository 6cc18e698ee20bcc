import { useParams } from 'wouter';
import { useState } from 'react';
import { useIndexSet, useIndexSetOverview, useIndexSetStats, useSetDefaultIndexSet, type IndexSet } from '@sift/api';
import {
  Badge,
  Button,
  EntityOverviewTable,
  EmptyState,
  toast,
  type OverviewColumn,
  type TableLayoutPreferences,
  DescriptionList,
  formatBytes,
  formatDateTime,
  formatNumber,
  LoadingIndicator,
  MissingPermissionsPage,
  PageHeader,
  Panel,
} from '@sift/ui';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { INDEX_SET_SHOW_TEXTS as T, INDEX_SETS_TEXTS, retentionText, rotationText } from './indices/indexSetTexts';
import { failureMessage } from './streams/reportFailure';

const INDEX_COLUMNS: readonly OverviewColumn[] = [
  { id: 'name', title: T.index },
  { id: 'events', title: T.messages },
  { id: 'bytes', title: T.indexSize },
  { id: 'range', title: T.timeRange },
  { id: 'state', title: T.state },
];

interface IndexRow {
  id: string;
  events: number;
  bytes: number;
  begin: string;
  end: string;
  writeIndex: boolean;
  closed: boolean;
}

const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const sub = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The set's indices, newest first, from the indexer overview. */
function IndexList({ id }: { id: string }) {
  const overview = useIndexSetOverview(id);
  const [layout, setLayout] = useState<TableLayoutPreferences>({
    displayedAttributes: INDEX_COLUMNS.map((c) => c.id),
    sort: null,
    perPage: 100,
  });
  if (!overview.data) return overview.error ? <p role="alert">{overview.error.message}</p> : <LoadingIndicator />;
  const rows: IndexRow[] = Object.entries(overview.data.indices)
    .map(([name, index]) => ({
      id: name,
      events: num(sub(index['size'])['events']),
      bytes: num(sub(index['size'])['bytes']),
      begin: String(sub(index['range'])['begin'] ?? ''),
      end: String(sub(index['range'])['end'] ?? ''),
      writeIndex: index['is_deflector'] === true,
      closed: index['is_closed'] === true,
    }))
    .reverse();
  if (rows.length === 0) return <EmptyState text={T.noIndices} />;
  return (
    <EntityOverviewTable<IndexRow>
      aria-label={T.indices}
      entities={rows}
      columns={INDEX_COLUMNS}
      layout={layout}
      onLayoutChange={setLayout}
      entityLabel={(row) => row.id}
      renderCell={(row, column) => {
        switch (column.id) {
          case 'name':
            return row.id;
          case 'events':
            return formatNumber(row.events);
          case 'bytes':
            return formatBytes(row.bytes);
          case 'range':
            // An index without messages has no time range (the server says epoch 0).
            return row.events === 0 || row.closed || Date.parse(row.end) <= 0
              ? T.noMessages
              : T.range(formatDateTime(row.begin), formatDateTime(row.end));
          default:
            return row.writeIndex ? (
              <Badge variant="success">{T.writeIndex}</Badge>
            ) : row.closed ? (
              <Badge variant="warning">{T.closed}</Badge>
            ) : (
              T.open
            );
        }
      }}
    />
  );
}

/** `/system/index_sets/{id}`: one index set's settings and how much it holds. */
export function IndexSetShowPage() {
  const { indexSetId = '' } = useParams<{ indexSetId: string }>();
  usePageTitle(T.title);
  return usePermitted([`indexsets:read:${indexSetId}`]) ? <ShowIndexSet id={indexSetId} /> : <MissingPermissionsPage />;
}

const details = (set: IndexSet) => [
  { term: T.prefix, description: set.indexPrefix },
  { term: T.shards, description: String(set.shards) },
  { term: T.replicas, description: String(set.replicas) },
  { term: T.analyzer, description: set.indexAnalyzer },
  { term: T.writable, description: set.writable ? T.yes : T.no },
  { term: T.optimization, description: set.indexOptimizationDisabled ? T.disabled : T.maxSegments(set.indexOptimizationMaxNumSegments) },
  { term: T.refresh, description: T.seconds(set.fieldTypeRefreshInterval / 1000) },
  { term: T.created, description: formatDateTime(set.creationDate) },
  { term: T.rotation, description: rotationText(set) },
  { term: T.retention, description: retentionText(set) },
];

function ShowIndexSet({ id }: { id: string }) {
  const set = useIndexSet(id);
  const stats = useIndexSetStats(id);
  const canEdit = usePermitted([`indexsets:edit:${id}`]);
  const makeDefault = useSetDefaultIndexSet();
  if (!set.data && set.error) return <FetchErrorPage error={set.error} />;
  if (!set.data) return <LoadingIndicator />;
  const data = set.data;

  return (
    <>
      <PageHeader
        title={
          <>
            {T.heading(data.title)} {data.isDefault && <Badge variant="primary">{INDEX_SETS_TEXTS.defaultBadge}</Badge>}
          </>
        }
        description={data.description || undefined}
        actions={
          canEdit ? (
            <>
              {!data.isDefault && data.canBeDefault && (
                <Button
                  loading={makeDefault.isMutating}
                  onClick={() => {
                    makeDefault.trigger(id).then(
                      () => toast.success(T.madeDefault(data.title)),
                      (error: unknown) => toast.error(T.setDefaultFailed, failureMessage(error)),
                    );
                  }}
                >
                  {T.setDefault}
                </Button>
              )}
              <LinkButton href={pathTo('SYSTEM_INDEX_SETS_CONFIGURATION', { indexSetId: id })}>{T.edit}</LinkButton>
            </>
          ) : undefined
        }
      />
      <Panel title={T.contents} headingLevel={2}>
        {stats.data ? (
          <DescriptionList
            layout="columns"
            items={[
              { term: INDEX_SETS_TEXTS.indices, description: formatNumber(stats.data.indices) },
              { term: INDEX_SETS_TEXTS.documents, description: formatNumber(stats.data.documents) },
              { term: INDEX_SETS_TEXTS.size, description: formatBytes(stats.data.size) },
            ]}
          />
        ) : stats.error ? (
          <p role="alert">{stats.error.message}</p>
        ) : (
          <LoadingIndicator />
        )}
      </Panel>
      <Panel title={T.indices} headingLevel={2}>
        <IndexList id={id} />
      </Panel>
      <Panel title={T.settings} headingLevel={2}>
        <DescriptionList layout="columns" items={details(data)} />
      </Panel>
    </>
  );
}

export default IndexSetShowPage;

import { useParams } from 'wouter';
import { useIndexSet, useIndexSetStats, type IndexSet } from '@sift/api';
import {
  Badge,
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
          canEdit ? <LinkButton href={pathTo('SYSTEM_INDEX_SETS_CONFIGURATION', { indexSetId: id })}>{T.edit}</LinkButton> : undefined
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
      <Panel title={T.settings} headingLevel={2}>
        <DescriptionList layout="columns" items={details(data)} />
      </Panel>
    </>
  );
}

export default IndexSetShowPage;

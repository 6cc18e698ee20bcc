import { useParams } from 'wouter';
import { useLookupErrorStates, useLookupTable, type LookupTablePage } from '@sift/api';
import { Alert, DescriptionList, EntityDetailsLayout, EntityDetailsSection, LoadingIndicator, MissingPermissionsPage } from '@sift/ui';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { ComponentLink } from './lookup/ComponentLink';
import { LookupNav } from './lookup/LookupNav';
import { PurgePanel } from './lookup/PurgePanel';
import { TestLookupPanel } from './lookup/TestLookupPanel';
import { UsageSection } from './lookup/UsageSection';

const defaultText = (value: string, type: string) => (type === 'NULL' ? 'None' : `${value} (${type.toLowerCase()})`);

/** A lookup table's page: its configuration, its error state, "Test lookup", purging its cache and what uses it. */
export function LookupTableShowPage() {
  const { tableName = '' } = useParams<{ tableName: string }>();
  usePageTitle(`Lookup Table ${tableName}`);
  return usePermitted(['lookuptables:read']) ? <TableDetails name={tableName} /> : <MissingPermissionsPage />;
}

function TableDetails({ name }: { name: string }) {
  const page = useLookupTable(name, true);
  const canEdit = usePermitted(['lookuptables:edit']);
  const table = page.data?.elements[0];
  if (!table && page.error) return <FetchErrorPage error={page.error} />;
  if (!page.data || !table) return <LoadingIndicator />;
  return (
    <EntityDetailsLayout
      title={`Lookup Table ${table.title}`}
      description={table.description || undefined}
      columns={2}
      actions={
        <LookupNav>
          {canEdit && (
            <LinkButton href={pathTo('SYSTEM_LOOKUPTABLES_EDIT', { tableName: table.name })} variant="primary">
              Edit
            </LinkButton>
          )}
        </LookupNav>
      }
    >
      <EntityDetailsSection title="Configuration">
        <TableProblems page={page.data} />
        <DescriptionList items={detailItems(page.data)} />
      </EntityDetailsSection>
      <TestLookupPanel tableName={table.name} />
      {canEdit && <PurgePanel tableName={table.name} tableTitle={table.title} />}
      <UsageSection tableName={table.name} />
    </EntityDetailsLayout>
  );
}

function detailItems({ elements: [table], caches, dataAdapters }: LookupTablePage) {
  if (!table) return [];
  const cache = caches[table.cacheId];
  const adapter = dataAdapters[table.dataAdapterId];
  return [
    { term: 'Name', description: table.name },
    {
      term: 'Data adapter',
      description: <ComponentLink kind="adapter" component={adapter} id={table.dataAdapterId} />,
    },
    {
      term: 'Cache',
      description: <ComponentLink kind="cache" component={cache} id={table.cacheId} />,
    },
    { term: 'Default single value', description: defaultText(table.defaultSingleValue, table.defaultSingleValueType) },
    { term: 'Default multi value', description: defaultText(table.defaultMultiValue, table.defaultMultiValueType) },
  ];
}

/** The error states of the table, its data adapter and its cache (`POST /system/lookup/errorstates`). */
function TableProblems({
  page: {
    elements: [table],
    caches,
    dataAdapters,
  },
}: {
  page: LookupTablePage;
}) {
  const cache = table ? caches[table.cacheId] : undefined;
  const adapter = table ? dataAdapters[table.dataAdapterId] : undefined;
  const states = useLookupErrorStates(
    table ? { tables: [table.name], caches: cache ? [cache.name] : [], data_adapters: adapter ? [adapter.name] : [] } : null,
  );
  const problems = [
    table ? states.data?.tables[table.name] : null,
    adapter ? states.data?.dataAdapters[adapter.name] : null,
    cache ? states.data?.caches[cache.name] : null,
  ].filter((problem): problem is string => Boolean(problem));
  const unique = [...new Set(problems)];
  // No Alert title: its heading level would skip levels inside the section.
  return unique.length > 0 ? <Alert variant="danger">{`This lookup table has a problem: ${unique.join(' ')}`}</Alert> : null;
}

export default LookupTableShowPage;

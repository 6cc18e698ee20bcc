import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useDeleteLookupTable, useLookupErrorStates, useLookupTables, type LookupTable } from '@sift/api';
import {
  Button,
  colorVars,
  ConfirmDialog,
  EntityOverviewTable,
  LoadingIndicator,
  MissingPermissionsPage,
  PageHeader,
  spacing,
  toast,
  type OverviewColumn,
} from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { ComponentLink } from './lookup/ComponentLink';
import { LookupNav } from './lookup/LookupNav';
import { deleteQuestion, LOOKUP_FAILURES, LOOKUP_TEXTS } from './lookup/lookupTexts';
import { useLookupList } from './lookup/useLookupList';
import { failureMessage, runReporting } from './streams/reportFailure';

export const LOOKUP_TABLE_COLUMNS: readonly OverviewColumn[] = [
  { id: 'title', title: 'Title', sortable: true },
  { id: 'description', title: 'Description', sortable: true },
  { id: 'name', title: 'Name', sortable: true },
  { id: 'cache', title: 'Cache' },
  { id: 'data_adapter', title: 'Data Adapter' },
  { id: 'actions', title: 'Actions' },
];
const COLUMN_IDS = LOOKUP_TABLE_COLUMNS.map((column) => column.id);

const Problem = styled.div`
  color: ${colorVars.danger.text};
  font-size: 0.9em;
`;
const Actions = styled.div`
  display: flex;
  gap: ${spacing(0.5)};
`;

/** System → Lookup Tables: every table with its cache and data adapter, their error states, search, sort and pages. */
export function LookupTablesPage() {
  usePageTitle(LOOKUP_TEXTS.tablesTitle);
  return usePermitted(['lookuptables:read']) ? <TablesOverview /> : <MissingPermissionsPage />;
}

function TablesOverview() {
  const canCreate = usePermitted(['lookuptables:create']);
  const canEdit = usePermitted(['lookuptables:edit']);
  const canDelete = usePermitted(['lookuptables:delete']);
  const list = useLookupList(COLUMN_IDS);
  const tables = useLookupTables({ ...list.pageQuery, resolve: true });
  const remove = useDeleteLookupTable();
  const [deleting, setDeleting] = useState<LookupTable | null>(null);
  const { data } = tables;
  const names = useMemo(
    () =>
      data
        ? {
            tables: data.elements.map((t) => t.name),
            caches: Object.values(data.caches).map((c) => c.name),
            data_adapters: Object.values(data.dataAdapters).map((a) => a.name),
          }
        : null,
    [data],
  );
  const errors = useLookupErrorStates(names && names.tables.length > 0 ? names : null);

  useEffect(() => {
    if (tables.error) toast.error(LOOKUP_FAILURES.loadTables, failureMessage(tables.error));
  }, [tables.error]);

  if (!data && tables.error) return <FetchErrorPage error={tables.error} />;

  const problemOf = (table: LookupTable) => {
    const cache = data?.caches[table.cacheId];
    const adapter = data?.dataAdapters[table.dataAdapterId];
    return (
      errors.data?.tables[table.name] ??
      (adapter ? errors.data?.dataAdapters[adapter.name] : null) ??
      (cache ? errors.data?.caches[cache.name] : null) ??
      null
    );
  };
  const renderCell = (table: LookupTable, column: OverviewColumn) => {
    const cache = data?.caches[table.cacheId];
    const adapter = data?.dataAdapters[table.dataAdapterId];
    switch (column.id) {
      case 'title': {
        const problem = problemOf(table);
        return (
          <>
            <AppLink href={pathTo('SYSTEM_LOOKUPTABLES_SHOW', { tableName: table.name })}>{table.title}</AppLink>
            {problem && <Problem>{problem}</Problem>}
          </>
        );
      }
      case 'description':
        return table.description;
      case 'name':
        return table.name;
      case 'cache':
        return <ComponentLink kind="cache" component={cache} id={table.cacheId} />;
      case 'data_adapter':
        return <ComponentLink kind="adapter" component={adapter} id={table.dataAdapterId} />;
      case 'actions':
        return (
          <Actions>
            {canEdit && <LinkButton href={pathTo('SYSTEM_LOOKUPTABLES_EDIT', { tableName: table.name })}>Edit</LinkButton>}
            {canDelete && (
              <Button variant="danger" onClick={() => setDeleting(table)} aria-label={`Delete ${table.title}`}>
                Delete
              </Button>
            )}
          </Actions>
        );
      default:
        return '';
    }
  };

  return (
    <>
      <PageHeader
        title={LOOKUP_TEXTS.tablesTitle}
        description={LOOKUP_TEXTS.tablesDescription}
        actions={
          <LookupNav>
            {canCreate && (
              <LinkButton href={pathTo('SYSTEM_LOOKUPTABLES_CREATE')} variant="primary">
                {LOOKUP_TEXTS.createTable}
              </LinkButton>
            )}
          </LookupNav>
        }
      />
      {data ? (
        <EntityOverviewTable
          aria-label={LOOKUP_TEXTS.tablesTitle}
          entities={data.elements}
          columns={LOOKUP_TABLE_COLUMNS}
          layout={list.layout}
          onLayoutChange={list.onLayoutChange}
          renderCell={renderCell}
          entityLabel={(table) => table.title}
          paging={list.paging(data.total)}
        />
      ) : (
        <LoadingIndicator />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title="Delete lookup table"
          confirmText="Delete"
          confirmVariant="danger"
          submitting={remove.isMutating}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void runReporting(() => remove.trigger(deleting.id), LOOKUP_FAILURES.deleteTable).then(() => setDeleting(null))}
        >
          {deleteQuestion('lookup table', deleting.title)}
        </ConfirmDialog>
      )}
    </>
  );
}

export default LookupTablesPage;

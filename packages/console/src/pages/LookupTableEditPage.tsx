import { useLocation, useParams } from 'wouter';
import { useLookupTable, useSaveLookupTable, useValidateLookupTable, type LookupTable } from '@sift/api';
import { LoadingIndicator, MissingPermissionsPage, PageHeader, toast } from '@sift/ui';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { EMPTY_TABLE, LookupTableForm } from './lookup/LookupTableForm';
import { LookupNav } from './lookup/LookupNav';
import { LOOKUP_FAILURES, savedText } from './lookup/lookupTexts';
import { failureMessage } from './streams/reportFailure';

/** Create a lookup table (`/system/lookuptables/create`) or edit one (`.../table/{name}/edit`). */
export function LookupTableEditPage() {
  const { tableName } = useParams<{ tableName?: string }>();
  const editing = tableName !== undefined;
  usePageTitle(editing ? 'Edit lookup table' : 'Create lookup table');
  const permitted = usePermitted([editing ? 'lookuptables:edit' : 'lookuptables:create']);
  if (!permitted) return <MissingPermissionsPage />;
  return editing ? <EditTable name={tableName} /> : <TableForm table={EMPTY_TABLE} />;
}

function EditTable({ name }: { name: string }) {
  const stored = useLookupTable(name);
  const table = stored.data?.elements[0];
  if (!table && stored.error) return <FetchErrorPage error={stored.error} />;
  return table ? <TableForm table={table} /> : <LoadingIndicator />;
}

function TableForm({ table }: { table: LookupTable }) {
  const [, navigate] = useLocation();
  const validate = useValidateLookupTable();
  const save = useSaveLookupTable();
  const creating = table.id === '';
  const back = () => navigate(creating ? pathTo('SYSTEM_LOOKUPTABLES') : pathTo('SYSTEM_LOOKUPTABLES_SHOW', { tableName: table.name }));
  return (
    <>
      <PageHeader
        title={creating ? 'Create Lookup Table' : `Edit Lookup Table ${table.title}`}
        description="A lookup table answers a value for a key, from its data adapter through its cache."
        actions={<LookupNav />}
      />
      <LookupTableForm
        table={table}
        onCancel={back}
        validate={async (draft) => {
          try {
            return (await validate.trigger(draft)).errors;
          } catch (error) {
            toast.error(LOOKUP_FAILURES.saveTable, failureMessage(error));
            return null;
          }
        }}
        onSave={async (draft) => {
          try {
            const saved = await save.trigger(draft);
            toast.success(savedText('Lookup table', saved.title, creating));
            navigate(pathTo('SYSTEM_LOOKUPTABLES_SHOW', { tableName: saved.name }));
          } catch (error) {
            toast.error(LOOKUP_FAILURES.saveTable, failureMessage(error));
          }
        }}
      />
    </>
  );
}

export default LookupTableEditPage;

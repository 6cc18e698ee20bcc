import { useState } from 'react';
import { useSharedEntities, type SharedEntity } from '@sift/api';
import { Alert, EntityOverviewTable, LoadingIndicator, Panel, type OverviewColumn, type TableLayoutPreferences } from '@sift/ui';

/** Graylog's capability names (Viewer, Manager, Owner). */
export const CAPABILITY_TITLES: Readonly<Record<string, string>> = { view: 'Viewer', manage: 'Manager', own: 'Owner' };

const COLUMNS: readonly OverviewColumn[] = [
  { id: 'title', title: 'Title' },
  { id: 'type', title: 'Type' },
  { id: 'capability', title: 'Capability' },
  { id: 'owners', title: 'Owners' },
];

type Row = SharedEntity & { id: string };

/**
 * What is shared with a user (`GET /authz/shares/user/{id}`): each entity with its type, the capability the
 * user holds on it (directly or through Everyone) and its owners.
 */
export function SharedEntitiesPanel({ userId }: { userId: string }) {
  const { data, error } = useSharedEntities(userId, { perPage: 0 });
  const [layout, setLayout] = useState<TableLayoutPreferences>({ displayedAttributes: COLUMNS.map((c) => c.id), sort: null, perPage: 0 });
  const capabilities = (data?.context['grantee_capabilities'] ?? {}) as Record<string, string>;
  const renderCell = (entity: Row, column: OverviewColumn) => {
    switch (column.id) {
      case 'title':
        return entity.title;
      case 'type':
        return entity.type.replace(/_/g, ' ');
      case 'capability': {
        const capability = capabilities[entity.grn] ?? '';
        return CAPABILITY_TITLES[capability] ?? capability;
      }
      case 'owners':
        return entity.owners.map((o) => o.title).join(', ');
      default:
        return '';
    }
  };
  return (
    <Panel title="Shared entities">
      {!data && error && <Alert variant="danger">{error.message}</Alert>}
      {data ? (
        <EntityOverviewTable
          aria-label="Shared entities"
          entities={data.elements.map((e) => ({ ...e, id: e.grn }))}
          columns={COLUMNS}
          layout={layout}
          onLayoutChange={setLayout}
          renderCell={renderCell}
          entityLabel={(entity) => entity.title}
        />
      ) : (
        !error && <LoadingIndicator />
      )}
    </Panel>
  );
}

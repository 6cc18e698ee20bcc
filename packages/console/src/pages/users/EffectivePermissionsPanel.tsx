import { useState } from 'react';
import { useAuthzRoles, useSharedEntities, useTeamsOfUser, type User } from '@sift/api';
import { EntityOverviewTable, LoadingIndicator, Panel, type OverviewColumn, type TableLayoutPreferences } from '@sift/ui';
import { permissionWords } from '../roles/permissionWords';
import { teamSourceText } from '../teams/teamTexts';
import { CAPABILITY_TITLES } from './SharedEntitiesPanel';

const COLUMNS: readonly OverviewColumn[] = [
  { id: 'permission', title: 'Permission' },
  { id: 'source', title: 'Granted by' },
];

export const SHARED_ENTITY = 'Shared entity';

export interface PermissionSource {
  id: string;
  permission: string;
  source: string;
}

/**
 * Where each of a user's permissions comes from: each role (`Role <name>`), each role of each of the user's teams
 * (`Team <team> (role <name>)`) and each entity shared with the
 * user (`Shared entity`: `<capability> of <title> (<type>)`). Roles the caller may not read are left out, as the server does.
 */
export function permissionSources(
  roles: ReadonlyArray<{ id?: string | null; name: string; permissions: readonly string[] }>,
  userRoles: readonly string[],
  shared: ReadonlyArray<{ type: string; title: string; capability: string }>,
  teams: ReadonlyArray<{ name: string; roleIds: readonly string[] }> = [],
): PermissionSource[] {
  const fromRoles = roles
    .filter((role) => userRoles.includes(role.name))
    .flatMap((role) => role.permissions.map((permission) => ({ permission: permissionWords(permission), source: `Role ${role.name}` })));
  // Sift's teams: each role a team gives, named with the team it comes through.
  const fromTeams = teams.flatMap((team) =>
    roles
      .filter((role) => role.id && team.roleIds.includes(role.id))
      .flatMap((role) =>
        role.permissions.map((permission) => ({ permission: permissionWords(permission), source: teamSourceText(team.name, role.name) })),
      ),
  );
  const fromShares = shared.map((entity) => ({
    permission: `${CAPABILITY_TITLES[entity.capability] ?? entity.capability} of ${entity.title} (${entity.type.replace(/_/g, ' ')})`,
    source: SHARED_ENTITY,
  }));
  return [...fromRoles, ...fromTeams, ...fromShares].map((row, i) => ({ ...row, id: String(i) }));
}

/** A user's effective permissions with where each comes from (a Sift addition to Graylog's user page). */
export function EffectivePermissionsPanel({ user }: { user: User & { id: string } }) {
  const roles = useAuthzRoles({ perPage: 0 });
  const shares = useSharedEntities(user.id, { perPage: 0 });
  // A Graylog server has no teams (404): the list then shows roles and shares only.
  const teams = useTeamsOfUser(user.id);
  const [layout, setLayout] = useState<TableLayoutPreferences>({ displayedAttributes: COLUMNS.map((c) => c.id), sort: null, perPage: 0 });
  const capabilities = (shares.data?.context['grantee_capabilities'] ?? {}) as Record<string, string>;
  const rows =
    roles.data && (shares.data || shares.error) && (teams.data || teams.error)
      ? permissionSources(
          roles.data.elements,
          user.roles,
          (shares.data?.elements ?? []).map((e) => ({ type: e.type, title: e.title, capability: capabilities[e.grn] ?? '' })),
          teams.data?.teams ?? [],
        )
      : null;
  return (
    <Panel title="Effective permissions">
      {rows ? (
        <EntityOverviewTable
          aria-label="Effective permissions"
          entities={rows}
          columns={COLUMNS}
          layout={layout}
          onLayoutChange={setLayout}
          renderCell={(row, column) => (column.id === 'permission' ? row.permission : row.source)}
          entityLabel={(row) => row.permission}
        />
      ) : (
        <LoadingIndicator />
      )}
    </Panel>
  );
}

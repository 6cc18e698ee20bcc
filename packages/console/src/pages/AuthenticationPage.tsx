import { useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import {
  AUTH_SERVICE_TYPES,
  useAuthServiceBackends,
  useDeleteAuthServiceBackend,
  useSetActiveAuthServiceBackend,
  type AuthServiceBackend,
  type AuthServiceType,
} from '@sift/api';
import {
  Badge,
  Button,
  ConfirmDialog,
  EntityOverviewTable,
  FormGroup,
  LoadingIndicator,
  MissingPermissionsPage,
  NativeSelect,
  PageHeader,
  Panel,
  toast,
  type OverviewColumn,
  type TableLayoutPreferences,
} from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import {
  activatedText,
  deactivatedText,
  deactivateQuestion,
  deletedText,
  deleteQuestion,
  NO_ACTIVE_SERVICE,
  TYPE_LABELS,
} from './authentication/authServiceRules';

export const AUTH_SERVICE_COLUMNS: readonly OverviewColumn[] = [
  { id: 'title', title: 'Title' },
  { id: 'type', title: 'Type' },
  { id: 'description', title: 'Description' },
  { id: 'actions', title: 'Actions' },
];

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

const Create = styled.div`
  display: flex;
  gap: 8px;
  align-items: end;
`;

type Pending = { kind: 'delete' | 'deactivate'; backend: AuthServiceBackend };

/** `/system/authentication/services` (and `/active`, `/create`): the configured services, the active one, and a new one by type. */
export function AuthenticationPage() {
  usePageTitle('Authentication Services');
  const me = useCurrentUserContext();
  const [, navigate] = useLocation();
  const [layout, setLayout] = useState<TableLayoutPreferences>({
    displayedAttributes: AUTH_SERVICE_COLUMNS.map((c) => c.id),
    sort: null,
    perPage: 50,
  });
  const [type, setType] = useState<AuthServiceType>('ldap');
  const [pending, setPending] = useState<Pending | null>(null);
  const { data, error } = useAuthServiceBackends({ perPage: 0 });
  const remove = useDeleteAuthServiceBackend();
  const setActive = useSetActiveAuthServiceBackend();
  const can = (permission: string) => hasPermission(me.permissions, permission);
  if (!can('authentication:edit')) return <MissingPermissionsPage />;
  if (!data && error) return <FetchErrorPage error={error} />;

  const active = data?.activeBackend ?? null;
  const report = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (cause) {
      toast.error(cause instanceof Error ? cause.message : String(cause));
    }
  };
  const activate = (backend: AuthServiceBackend) => void report(() => setActive.trigger(backend.id), activatedText(backend.title));
  const confirm = async () => {
    if (!pending) return;
    const { kind, backend } = pending;
    if (kind === 'delete') await report(() => remove.trigger(backend.id), deletedText(backend.title));
    else await report(() => setActive.trigger(null), deactivatedText(backend.title));
    setPending(null);
  };

  const renderCell = (backend: AuthServiceBackend, column: OverviewColumn) => {
    const isActive = active?.id === backend.id;
    switch (column.id) {
      case 'title':
        return (
          <>
            <AppLink href={pathTo('SYSTEM_AUTHENTICATION_SHOW', { id: backend.id })}>{backend.title}</AppLink>{' '}
            {isActive && <Badge variant="success">Active</Badge>}
          </>
        );
      case 'type':
        return TYPE_LABELS[backend.config.type];
      case 'description':
        return backend.description;
      case 'actions':
        return (
          <Actions>
            {can('authserviceglobalconfig:edit') &&
              (isActive ? (
                <Button size="small" onClick={() => setPending({ kind: 'deactivate', backend })} aria-label={`Deactivate ${backend.title}`}>
                  Deactivate
                </Button>
              ) : (
                <Button size="small" variant="success" onClick={() => activate(backend)} aria-label={`Activate ${backend.title}`}>
                  Activate
                </Button>
              ))}
            {can(`authservicebackend:edit:${backend.id}`) && (
              <LinkButton href={pathTo('SYSTEM_AUTHENTICATION_EDIT', { id: backend.id })}>Edit</LinkButton>
            )}
            {can(`authservicebackend:delete:${backend.id}`) && !isActive && (
              <Button
                size="small"
                variant="danger"
                onClick={() => setPending({ kind: 'delete', backend })}
                aria-label={`Delete ${backend.title}`}
              >
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
        title="Authentication Services"
        description="Users sign in through the active service (LDAP or Active Directory) first, then with the internal user database. The administrator always signs in with the internal one."
        actions={
          can('authhttpheaderconfig:read') && <LinkButton href={pathTo('SYSTEM_AUTHENTICATION_AUTHENTICATOR')}>Authenticators</LinkButton>
        }
      />
      <Panel title="Active service" headingLevel={2}>
        {!data && <LoadingIndicator />}
        {data && !active && <p>{NO_ACTIVE_SERVICE}</p>}
        {active && (
          <p>
            <AppLink href={pathTo('SYSTEM_AUTHENTICATION_SHOW', { id: active.id })}>{active.title}</AppLink> (
            {TYPE_LABELS[active.config.type]}) is active: its users sign in with their directory password.
          </p>
        )}
      </Panel>
      {can('authservicebackend:create') && (
        <Panel title="Create service" headingLevel={2}>
          <Create>
            <FormGroup label="Service type">
              {(control) => (
                <NativeSelect
                  {...control}
                  value={type}
                  options={AUTH_SERVICE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
                  onChange={(value) => setType(value as AuthServiceType)}
                />
              )}
            </FormGroup>
            <Button variant="primary" onClick={() => navigate(pathTo('SYSTEM_AUTHENTICATION_CREATE_TYPE', { type }))}>
              Get started
            </Button>
          </Create>
        </Panel>
      )}
      <Panel title="Configured services" headingLevel={2}>
        {data ? (
          <EntityOverviewTable
            aria-label="Authentication services"
            entities={data.elements}
            columns={AUTH_SERVICE_COLUMNS}
            layout={layout}
            onLayoutChange={setLayout}
            renderCell={renderCell}
            entityLabel={(backend) => backend.title}
          />
        ) : (
          <LoadingIndicator />
        )}
      </Panel>
      {pending && (
        <ConfirmDialog
          open
          title={pending.kind === 'delete' ? 'Delete authentication service' : 'Deactivate authentication service'}
          confirmText={pending.kind === 'delete' ? 'Delete' : 'Deactivate'}
          confirmVariant="danger"
          submitting={remove.isMutating || setActive.isMutating}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirm()}
        >
          {pending.kind === 'delete' ? deleteQuestion(pending.backend.title) : deactivateQuestion(pending.backend.title)}
        </ConfirmDialog>
      )}
    </>
  );
}

export default AuthenticationPage;

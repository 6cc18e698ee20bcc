import { useState } from 'react';
import styled from 'styled-components';
import { useLocation, useParams } from 'wouter';
import { useAuthzRole, usePermissionCatalogue, useSaveRole, type Role } from '@sift/api';
import {
  Alert,
  Button,
  Checkbox,
  colorVars,
  Form,
  FormField,
  FormGroup,
  LoadingIndicator,
  MissingPermissionsPage,
  PageHeader,
  Panel,
  TextInput,
  toast,
} from '@sift/ui';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { actionWords, areaWords, joinPermissions, permissionWords, splitPermissions } from './roles/permissionWords';
import { BUILT_IN_READ_ONLY, NEW_ROLE_ID, roleAbilities, roleSavedText, validatePermission } from './roles/roleRules';

const Areas = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 4px 8px;
    border-bottom: 1px solid ${colorVars.border.subtle};
    text-align: left;
    vertical-align: top;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
`;

const Buttons = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 12px;
`;

interface RoleValues {
  name: string;
  description: string;
}

/** Check boxes for the actions of every permission area of `/system/permissions`. */
function PermissionAreas({
  catalogue,
  chosen,
  onChange,
}: {
  catalogue: Record<string, string[]>;
  chosen: Record<string, string[]>;
  onChange: (next: Record<string, string[]>) => void;
}) {
  const toggle = (area: string, action: string, on: boolean) => {
    const current = chosen[area] ?? [];
    onChange({ ...chosen, [area]: on ? [...current, action] : current.filter((a) => a !== action) });
  };
  return (
    <Areas aria-label="Permission areas">
      <thead>
        <tr>
          <th scope="col">Area</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {Object.keys(catalogue)
          .sort((a, b) => areaWords(a).localeCompare(areaWords(b)))
          .map((area) => (
            <tr key={area}>
              <th scope="row">{areaWords(area)}</th>
              <td>
                <Actions>
                  {(catalogue[area] ?? []).map((action) => (
                    <Checkbox
                      key={action}
                      label={actionWords(action)}
                      aria-label={`${areaWords(area)}: ${actionWords(action)}`}
                      checked={(chosen[area] ?? []).includes(action)}
                      onChange={(on) => toggle(area, action, on)}
                    />
                  ))}
                </Actions>
              </td>
            </tr>
          ))}
      </tbody>
    </Areas>
  );
}

/** Permissions outside the areas' actions (one instance, wildcards): listed, removable, and added by hand. */
function OtherPermissions({ permissions, onChange }: { permissions: string[]; onChange: (next: string[]) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = () => {
    const value = text.trim();
    const problem = validatePermission(value);
    setError(problem);
    if (problem) return;
    onChange([...new Set([...permissions, value])]);
    setText('');
  };
  return (
    <div>
      {permissions.length > 0 && (
        <ul aria-label="Other permissions">
          {permissions.map((permission) => (
            <li key={permission}>
              {permissionWords(permission)} <code>{permission}</code>{' '}
              <Button
                size="small"
                variant="link"
                onClick={() => onChange(permissions.filter((p) => p !== permission))}
                aria-label={`Remove ${permission}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormGroup label="Permission" help="For one entity, e.g. streams:read:<stream id>." error={error}>
        {(control) => (
          <Row>
            <TextInput
              {...control}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button onClick={add}>Add permission</Button>
          </Row>
        )}
      </FormGroup>
    </div>
  );
}

function RoleEditor({ role, catalogue }: { role: Role | null; catalogue: Record<string, string[]> }) {
  const [, navigate] = useLocation();
  const save = useSaveRole();
  const initial = splitPermissions(role?.permissions ?? [], catalogue);
  const [chosen, setChosen] = useState(initial.chosen);
  const [other, setOther] = useState(initial.other);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (values: RoleValues) => {
    setError(null);
    const next: Role = {
      id: role?.id ?? null,
      name: values.name.trim(),
      description: values.description ?? '',
      permissions: joinPermissions(chosen, other),
      readOnly: false,
    };
    try {
      await save.trigger(next, role ? role.name : null);
      toast.success(roleSavedText(next.name));
      navigate(role?.id ? pathTo('SYSTEM_ROLES_SHOW', { roleId: role.id }) : pathTo('SYSTEM_ROLES'));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };
  return (
    <Form<RoleValues>
      aria-label={role ? 'Edit role' : 'Create role'}
      onSubmit={onSubmit}
      initialValues={{ name: role?.name ?? '', description: role?.description ?? '' }}
    >
      <Panel title="Role">
        <FormField name="name" label="Name" required maxLength={200} />
        <FormField name="description" label="Description" maxLength={2000} />
      </Panel>
      <Panel title="Permissions">
        <PermissionAreas catalogue={catalogue} chosen={chosen} onChange={setChosen} />
      </Panel>
      <Panel title="Other permissions">
        <OtherPermissions permissions={other} onChange={setOther} />
      </Panel>
      {error && <Alert variant="danger">{error}</Alert>}
      <Buttons>
        <Button type="submit" variant="primary" loading={save.isMutating} loadingText="Saving role...">
          {role ? 'Update role' : 'Create role'}
        </Button>
        <LinkButton href={role?.id ? pathTo('SYSTEM_ROLES_SHOW', { roleId: role.id }) : pathTo('SYSTEM_ROLES')}>Cancel</LinkButton>
      </Buttons>
    </Form>
  );
}

/** `/system/roles/edit/{id}` (`new` for a new role): name, description and permissions of a custom role. */
export function RoleEditPage() {
  const { roleId = '' } = useParams<{ roleId: string }>();
  const creating = roleId === NEW_ROLE_ID;
  const me = useCurrentUserContext();
  const role = useAuthzRole(creating ? null : roleId);
  const catalogue = usePermissionCatalogue();
  const title = creating ? 'Create role' : `Edit role: ${role.data?.name ?? ''}`;
  usePageTitle(title);
  if (creating && !hasPermission(me.permissions, 'roles:create')) return <MissingPermissionsPage />;
  if (role.error) return <FetchErrorPage error={role.error} />;
  if (catalogue.error) return <FetchErrorPage error={catalogue.error} />;
  if ((!creating && !role.data) || !catalogue.data) return <LoadingIndicator />;
  if (role.data && !role.data.readOnly && !roleAbilities(me.permissions, role.data).edit) return <MissingPermissionsPage />;

  return (
    <>
      <PageHeader
        title={title}
        description="Choose the actions this role allows in each area; users holding the role get them at their next request."
      />
      {role.data?.readOnly ? (
        <Alert variant="info">{BUILT_IN_READ_ONLY}</Alert>
      ) : (
        <RoleEditor role={role.data ?? null} catalogue={catalogue.data} />
      )}
    </>
  );
}

export default RoleEditPage;

import type { Role } from '@sift/api';
import { hasPermission } from '../../shell/permissions';

/** The id in `/system/roles/edit/{id}` that opens an empty editor for a new role (role ids are ObjectIds). */
export const NEW_ROLE_ID = 'new';

export const BUILT_IN = 'Built-in';
export const CUSTOM = 'Custom';
export const BUILT_IN_READ_ONLY = 'Built-in roles cannot be changed.';

export const roleTypeText = (role: Pick<Role, 'readOnly'>) => (role.readOnly ? BUILT_IN : CUSTOM);

/** Custom roles can be edited with `roles:edit`, deleted with `roles:delete`; built-in roles never. */
export function roleAbilities(permissions: readonly string[], role: Pick<Role, 'id' | 'readOnly'>) {
  const id = role.id ?? '';
  const assign = hasPermission(permissions, `roles:edit:${id}`) && hasPermission(permissions, 'users:edit');
  return {
    edit: !role.readOnly && hasPermission(permissions, `roles:edit:${id}`),
    remove: !role.readOnly && hasPermission(permissions, `roles:delete:${id}`),
    assign,
  };
}

/** A permission the editor accepts: `*`, or `area:actions[:ids]` with letters, digits, `_`, `-`, `*`, `,`. */
export const PERMISSION_PATTERN = /^(\*|[a-z0-9_-]+(:[A-Za-z0-9_,*.-]+){1,2})$/;
export const INVALID_PERMISSION = 'Not a permission: write area:action or area:action:id.';
export const validatePermission = (text: string): string | undefined => (PERMISSION_PATTERN.test(text) ? undefined : INVALID_PERMISSION);

export const roleSavedText = (name: string) => `Role ${name} was saved successfully.`;
export const roleDeletedText = (name: string) => `Role ${name} was deleted.`;
export const deleteRoleQuestion = (name: string) => `Do you really want to delete role ${name}? Its users lose its permissions.`;
export const assignedText = (username: string, role: string) => `${username} now has the role ${role}.`;
export const unassignedText = (username: string, role: string) => `${username} no longer has the role ${role}.`;

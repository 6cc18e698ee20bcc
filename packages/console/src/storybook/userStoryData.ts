import {
  decodeRole,
  decodeUser,
  decodeUserOverview,
  type Page,
  type Role,
  type RoleMember,
  type RolePage,
  type User,
  type UserOverview,
  type UserPage,
} from '@sift/api';

/** Built-in and custom roles as `/authz/roles` lists them. */
export const storyRoles: Role[] = [
  decodeRole({
    id: '6571e0b2c1f3a94d2e7b1a01',
    name: 'Admin',
    description: 'Grants all permissions for Graylog administrators (built-in)',
    permissions: ['*'],
    read_only: true,
  }),
  decodeRole({
    id: '6571e0b2c1f3a94d2e7b1a02',
    name: 'Reader',
    description: 'Grants basic permissions for every Graylog user (built-in)',
    permissions: ['messages:read', 'clusterconfigentry:read', 'system:read'],
    read_only: true,
  }),
  decodeRole({
    id: '6571e0b2c1f3a94d2e7b1a03',
    name: 'Stream readers',
    description: 'Reads the payment streams',
    permissions: ['streams:read', 'streams:read,edit:6571e0b2c1f3a94d2e7b1d01', 'users:tokenlist'],
    read_only: false,
  }),
];

export const storyRoleMembers: RoleMember[] = [
  { id: '6571e0b2c1f3a94d2e7b1c01', username: 'reader1', fullName: 'Reader One' },
  { id: '6571e0b2c1f3a94d2e7b1c02', username: 'ops', fullName: 'Operations' },
];

export const pageOf = <T>(elements: T[], perPage: number): Page<T> => ({
  elements,
  total: elements.length,
  count: elements.length,
  page: 1,
  perPage,
  query: '',
  attributes: [],
  context: {},
});

export const storyRolePage = (roles: Role[] = storyRoles): RolePage => ({
  ...pageOf(roles, 0),
  usersByRole: { '6571e0b2c1f3a94d2e7b1a02': storyRoleMembers, '6571e0b2c1f3a94d2e7b1a03': [storyRoleMembers[0]!] },
});

export const storyAdminOverview: UserOverview = decodeUserOverview({
  id: 'local:admin',
  username: 'admin',
  email: '',
  full_name: 'Administrator',
  roles: ['Admin'],
  read_only: true,
  account_status: 'enabled',
  session_active: true,
  client_address: '127.0.0.1',
  last_activity: '2024-05-02T10:04:00.000+0000',
});

export const storyUserPage = (elements: UserOverview[], adminUser: UserOverview | null = storyAdminOverview): UserPage => ({
  ...pageOf(elements, 50),
  adminUser,
});

/** Another account, as an administrator sees it. */
export const storyOtherUser: User = decodeUser({
  id: '6571e0b2c1f3a94d2e7b1c02',
  username: 'ops',
  email: 'ops@example.org',
  first_name: null,
  last_name: null,
  full_name: 'Operations',
  permissions: [],
  grn_permissions: [],
  preferences: {},
  timezone: 'Europe/Berlin',
  session_timeout_ms: 2 * 86_400_000,
  read_only: false,
  external: false,
  startpage: null,
  roles: ['Reader', 'Stream readers'],
  session_active: true,
  last_activity: '2024-05-02T10:00:00.000+0000',
  client_address: '192.0.2.7',
  account_status: 'enabled',
  service_account: false,
});

/** The areas and actions of `/system/permissions`, a few of them. */
export const storyCatalogue: Record<string, string[]> = {
  dashboards: ['create', 'delete', 'edit', 'read'],
  streams: ['changestate', 'create', 'edit', 'read'],
  users: ['create', 'edit', 'list', 'tokenlist'],
  clusterconfigentry: ['read'],
};

import {
  decodeNode,
  decodeSystemOverview,
  decodeUser,
  type Node,
  type SystemNotification,
  type SystemOverview,
  type User,
} from '@sift/api';

const baseUser = {
  id: 'local:admin',
  username: 'admin',
  email: '',
  first_name: null,
  last_name: null,
  full_name: 'Administrator',
  permissions: ['*'],
  grn_permissions: [],
  preferences: {},
  timezone: 'UTC',
  session_timeout_ms: 28800000,
  read_only: true,
  external: false,
  startpage: null,
  roles: ['Admin'],
  session_active: true,
  last_activity: null,
  client_address: null,
  account_status: 'enabled',
  service_account: false,
};

/** The root administrator: every permission, read-only account. */
export const adminUser: User = decodeUser(baseUser);

/** A Reader: no system permissions, may edit their own profile. */
export const readerUser: User = decodeUser({
  ...baseUser,
  id: '6571e0b2c1f3a94d2e7b1c01',
  username: 'reader1',
  full_name: 'Reader One',
  email: 'reader1@example.org',
  permissions: [],
  read_only: false,
  roles: ['Reader'],
});

export const storyNodes: Node[] = [
  decodeNode({
    node_id: '2b1e4c7d-9f30-4a51-8e62-0c9d3b7a1f45',
    cluster_id: 'f7c1a9e2-5b3d-4e60-a8f1-2d9c7b4e3a10',
    short_node_id: '2b1e4c7d',
    hostname: 'sift-01',
    is_leader: true,
    transport_address: 'http://10.0.0.11:9000/api/',
    last_seen: '2024-05-02T10:15:00.000Z',
    type: 'server',
  }),
  decodeNode({
    node_id: '8d3f6a2b-1c4e-47b9-9a0d-5e2f8c6b4d21',
    cluster_id: 'f7c1a9e2-5b3d-4e60-a8f1-2d9c7b4e3a10',
    short_node_id: '8d3f6a2b',
    hostname: 'sift-02',
    is_leader: false,
    transport_address: 'http://10.0.0.12:9000/api/',
    last_seen: '2024-05-02T10:14:58.000Z',
    type: 'server',
  }),
];

export const storySystem: SystemOverview = decodeSystemOverview({
  facility: 'graylog-server',
  codename: 'Noir',
  node_id: storyNodes[0]?.nodeId,
  cluster_id: storyNodes[0]?.clusterId,
  version: '5.1.13',
  started_at: '2024-05-02T08:00:00.000Z',
  is_processing: true,
  hostname: 'sift-01',
  lifecycle: 'running',
  lb_status: 'alive',
  timezone: 'UTC',
  operating_system: 'Linux 6.1.0',
  is_leader: true,
});

export const storyNotifications: SystemNotification[] = [
  {
    type: 'no_input_running',
    key: null,
    severity: 'urgent',
    timestamp: '2024-05-02T09:00:00.000Z',
    nodeId: storyNodes[0]?.nodeId ?? null,
    details: {},
  },
  {
    type: 'input_failed_to_start',
    key: '663a1f',
    severity: 'normal',
    timestamp: '2024-05-02T09:30:00.000Z',
    nodeId: storyNodes[0]?.nodeId ?? null,
    details: { input_title: 'Syslog UDP', reason: 'Address already in use' },
  },
];

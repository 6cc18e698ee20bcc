import { describe, expect, it } from 'vitest';
import { decodeClusterThroughput, decodeNotifications, decodeSystemOverview } from './system';

const SYSTEM = {
  facility: 'graylog-server',
  codename: 'Noir',
  node_id: 'n1',
  cluster_id: 'c1',
  version: '5.1.13+abc',
  started_at: '2024-04-03T14:39:18.000Z',
  is_processing: true,
  hostname: 'h',
  lifecycle: 'running',
  lb_status: 'alive',
  timezone: 'UTC',
  operating_system: 'Linux 6',
  is_leader: true,
};

describe('system models', () => {
  it('reads the system overview and rejects an unknown load-balancer status', () => {
    expect(decodeSystemOverview(SYSTEM)).toMatchObject({ lifecycle: 'running', lbStatus: 'alive', isLeader: true });
    expect(decodeSystemOverview({ ...SYSTEM, lifecycle: 'override lb:dead' }).lifecycle).toBe('override lb:dead');
    expect(() => decodeSystemOverview({ ...SYSTEM, lb_status: 'ALIVE' })).toThrow(expect.objectContaining({ field: 'system.lb_status' }));
  });

  it('reads notifications and rejects an unknown severity', () => {
    const list = {
      total: 1,
      notifications: [{ type: 'no_input_running', severity: 'urgent', timestamp: '2024-04-03T14:39:18.000Z', node_id: 'n1' }],
    };
    expect(decodeNotifications(list).notifications[0]).toEqual({
      type: 'no_input_running',
      key: null,
      severity: 'urgent',
      timestamp: '2024-04-03T14:39:18.000Z',
      nodeId: 'n1',
      details: {},
    });
    expect(() => decodeNotifications({ total: 1, notifications: [{ ...list.notifications[0], severity: 'high' }] })).toThrow(
      expect.objectContaining({ field: 'notifications.notifications[0].severity' }),
    );
  });

  it('rejects an unknown metric type in the throughput answer', () => {
    const bad = { n1: { total: 1, metrics: [{ full_name: 'x', name: 'x', type: 'summary', metric: {} }] } };
    expect(() => decodeClusterThroughput(bad)).toThrow(expect.objectContaining({ field: 'cluster_metrics.n1.metrics[0].type' }));
  });
});

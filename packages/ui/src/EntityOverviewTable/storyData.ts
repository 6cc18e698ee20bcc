import type { OverviewColumn, TableLayoutPreferences } from './types';

/** A stream-like entity for stories and the benchmark. */
export interface DemoStream {
  id: string;
  title: string;
  description: string;
  summary: string;
  owner: string;
  created_at: string;
  favorite: string;
}

const OWNERS = ['admin', 'jane.doe', 'ops-team', 'sec-team'];
const TOPICS = ['nginx access', 'firewall drops', 'auth failures', 'kernel', 'payments API', 'DNS queries', 'k8s events'];

/** `count` deterministic streams: the same data in every run and every screenshot. */
export function demoStreams(count: number): DemoStream[] {
  return Array.from({ length: count }, (_, i) => {
    const topic = TOPICS[i % TOPICS.length]!;
    const day = String((i % 28) + 1).padStart(2, '0');
    return {
      id: `stream-${String(i + 1).padStart(4, '0')}`,
      title: `${topic[0]!.toUpperCase()}${topic.slice(1)} ${i + 1}`,
      description: `Messages routed from the ${topic} inputs, kept for 30 days`,
      summary: `${(i * 37) % 1000} msg/s`,
      owner: OWNERS[i % OWNERS.length]!,
      created_at: `2026-10-${day} 0${i % 10}:15:00`,
      favorite: i % 3 === 0 ? 'yes' : '',
    };
  });
}

export const DEMO_COLUMNS: readonly OverviewColumn[] = [
  { id: 'title', title: 'Title', type: 'STRING', sortable: true },
  { id: 'description', title: 'Description', type: 'STRING' },
  { id: 'summary', title: 'Summary', type: 'STRING' },
  { id: 'owner', title: 'Owner', type: 'STRING', permissions: ['users:list'] },
  { id: 'created_at', title: 'Created', type: 'DATE', sortable: true },
  { id: 'favorite', title: 'Fav', type: 'STRING' },
  { id: 'index_set_id', title: 'Index set', hidden: true },
];

export const DEMO_LAYOUT: TableLayoutPreferences = {
  displayedAttributes: ['title', 'description', 'summary', 'owner', 'created_at', 'favorite'],
  sort: { attributeId: 'title', direction: 'asc' },
  perPage: 10,
};

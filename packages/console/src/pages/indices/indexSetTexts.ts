import type { IndexSet } from '@sift/api';
import { describeIsoDuration, formatBytes, formatNumber, isValidIsoDuration } from '@sift/ui';

export const INDEX_SETS_TEXTS = {
  failures: 'Indexer failures',
  title: 'Indices',
  description:
    'Streams store their messages in index sets. Each set starts a new index by its rotation strategy and removes old indices by its retention strategy.',
  defaultBadge: 'default',
  readOnlyBadge: 'not writable',
  prefix: 'Index prefix',
  indices: 'Indices',
  documents: 'Documents',
  size: 'Size',
  rotation: 'Rotation',
  retention: 'Retention',
  edit: 'Edit',
  create: 'Create index set',
  delete: 'Delete',
  deleteTitle: 'Delete index set?',
  deleteQuestion: (title: string) => `Delete the index set "${title}" and every index in it? Its messages cannot be searched afterwards.`,
  deleted: (title: string) => `Index set "${title}" deleted`,
  deleteFailed: 'Could not delete index set',
} as const;

/** "3 index sets, 12 indices, 1,234 documents, 5.0MiB": the totals above the list. */
export function totalsText(sets: number, stats: { indices: number; documents: number; size: number }): string {
  const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;
  return [
    plural(sets, 'index set', 'index sets'),
    plural(stats.indices, 'index', 'indices'),
    plural(stats.documents, 'document', 'documents'),
    formatBytes(stats.size),
  ].join(', ');
}

const shortName = (className: string) => className.slice(className.lastIndexOf('.') + 1);
const duration = (value: unknown) => {
  const text = typeof value === 'string' ? value : '';
  return isValidIsoDuration(text) ? describeIsoDuration(text, true) : text;
};
const count = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : '?');

/** The rotation strategy in words, from its config (ADMIN-API.md §6.3). */
export function rotationText(set: Pick<IndexSet, 'rotationStrategy'>): string {
  const config = set.rotationStrategy;
  switch (shortName(config.type)) {
    case 'MessageCountRotationStrategyConfig':
      return `Message count: a new index every ${count(config['max_docs_per_index'])} messages`;
    case 'SizeBasedRotationStrategyConfig':
      return `Index size: a new index every ${typeof config['max_size'] === 'number' ? formatBytes(config['max_size']) : '?'}`;
    case 'TimeBasedRotationStrategyConfig':
      return `Index time: a new index every ${duration(config['rotation_period'])}`;
    case 'TimeBasedSizeOptimizingStrategyConfig':
      return `Index time and size, optimizing: indices live ${duration(config['index_lifetime_min'])} to ${duration(config['index_lifetime_max'])}`;
    default:
      return shortName(config.type);
  }
}

/** The retention strategy in words, from its config (ADMIN-API.md §6.3). */
export function retentionText(set: Pick<IndexSet, 'retentionStrategy'>): string {
  const config = set.retentionStrategy;
  switch (shortName(config.type)) {
    case 'DeletionRetentionStrategyConfig':
      return `Delete: keep the newest ${count(config['max_number_of_indices'])} indices`;
    case 'ClosingRetentionStrategyConfig':
      return `Close: keep the newest ${count(config['max_number_of_indices'])} indices open`;
    case 'NoopRetentionStrategyConfig':
      return 'Do nothing: every index is kept';
    default:
      return shortName(config.type);
  }
}

export const INDEX_SET_PAGES_TEXTS = {
  createTitle: 'Create index set',
  createDescription: 'A new set of indices with its own sharding, rotation and retention; streams can then store their messages in it.',
  configureTitle: 'Configure index set',
  configureHeading: (title: string) => `Configure index set ${title}`,
  configureDescription: 'Changes of the rotation and retention apply from the next rotation on.',
  settings: 'Settings',
  noDefaults: 'No index set defaults are stored, so a new set has nothing to start from. Set them under System -> Configurations first.',
  create: 'Create index set',
  save: 'Save',
  created: (title: string) => `Index set "${title}" created`,
  updated: (title: string) => `Index set "${title}" updated`,
} as const;

export const INDEX_SET_SHOW_TEXTS = {
  title: 'Index set',
  heading: (title: string) => `Index set: ${title}`,
  edit: 'Edit index set',
  contents: 'Contents',
  settings: 'Settings',
  prefix: 'Index prefix',
  shards: 'Shards',
  replicas: 'Replicas',
  analyzer: 'Analyzer',
  writable: 'Writable',
  yes: 'Yes',
  no: 'No',
  optimization: 'Index optimization',
  disabled: 'Disabled',
  maxSegments: (n: number) => `Merged to at most ${n} ${n === 1 ? 'segment' : 'segments'} after rotation`,
  refresh: 'Field type refresh interval',
  seconds: (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`,
  created: 'Created',
  rotation: 'Rotation',
  retention: 'Retention',
  indices: 'Indices',
  noIndices: 'This index set has no indices yet.',
  index: 'Index',
  messages: 'Messages',
  indexSize: 'Size',
  timeRange: 'Contains messages',
  state: 'State',
  writeIndex: 'Active write index',
  closed: 'Closed',
  open: 'Open',
  noMessages: 'No messages',
  range: (from: string, to: string) => `${from} – ${to}`,
  setDefault: 'Set as default',
  madeDefault: (title: string) => `Index set "${title}" is now the default.`,
  setDefaultFailed: 'Could not make the index set the default',
} as const;

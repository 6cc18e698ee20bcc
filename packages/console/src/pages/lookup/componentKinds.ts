import { pathTo } from '../../routing/routes';
import { LOOKUP_FAILURES, LOOKUP_TEXTS } from './lookupTexts';

/** What differs between the cache screens and the data adapter screens. */
export interface ComponentKind {
  noun: 'cache' | 'data adapter';
  Noun: 'Cache' | 'Data adapter';
  listTitle: string;
  listDescription: string;
  createText: string;
  listPath: () => string;
  createPath: () => string;
  showPath: (name: string) => string;
  editPath: (name: string) => string;
  failures: { load: string; save: string; delete: string };
}

export const CACHE_KIND: ComponentKind = {
  noun: 'cache',
  Noun: 'Cache',
  listTitle: LOOKUP_TEXTS.cachesTitle,
  listDescription: LOOKUP_TEXTS.cachesDescription,
  createText: LOOKUP_TEXTS.createCache,
  listPath: () => pathTo('SYSTEM_LOOKUPTABLES_CACHES'),
  createPath: () => pathTo('SYSTEM_LOOKUPTABLES_CACHES_CREATE'),
  showPath: (cacheName) => pathTo('SYSTEM_LOOKUPTABLES_CACHES_SHOW', { cacheName }),
  editPath: (cacheName) => pathTo('SYSTEM_LOOKUPTABLES_CACHES_EDIT', { cacheName }),
  failures: { load: LOOKUP_FAILURES.loadCaches, save: LOOKUP_FAILURES.saveCache, delete: LOOKUP_FAILURES.deleteCache },
};

export const ADAPTER_KIND: ComponentKind = {
  noun: 'data adapter',
  Noun: 'Data adapter',
  listTitle: LOOKUP_TEXTS.adaptersTitle,
  listDescription: LOOKUP_TEXTS.adaptersDescription,
  createText: LOOKUP_TEXTS.createAdapter,
  listPath: () => pathTo('SYSTEM_LOOKUPTABLES_DATA_ADAPTERS'),
  createPath: () => pathTo('SYSTEM_LOOKUPTABLES_DATA_ADAPTERS_CREATE'),
  showPath: (adapterName) => pathTo('SYSTEM_LOOKUPTABLES_DATA_ADAPTERS_SHOW', { adapterName }),
  editPath: (adapterName) => pathTo('SYSTEM_LOOKUPTABLES_DATA_ADAPTERS_EDIT', { adapterName }),
  failures: { load: LOOKUP_FAILURES.loadAdapters, save: LOOKUP_FAILURES.saveAdapter, delete: LOOKUP_FAILURES.deleteAdapter },
};

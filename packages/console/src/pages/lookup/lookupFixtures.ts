/* Wire shapes of lookup tables, caches and data adapters (ADMIN-API.md §5.2) for tests and stories. */

export const CSV_ADAPTER_WIRE = {
  id: '6650c0a1d2e3f4a5b6c7d801',
  _scope: 'DEFAULT',
  title: 'Country codes (CSV)',
  description: 'ISO country codes to names',
  name: 'country-codes-csv',
  content_pack: null,
  config: {
    type: 'csvfile',
    path: '/etc/sift/countries.csv',
    separator: ',',
    quotechar: '"',
    key_column: 'code',
    value_column: 'name',
    check_interval: 60,
    case_insensitive_lookup: true,
    cidr_lookup: false,
  },
};

export const MEMORY_CACHE_WIRE = {
  id: '6650c0a1d2e3f4a5b6c7d802',
  _scope: 'DEFAULT',
  title: 'In-memory, 1000 entries',
  description: '',
  name: 'memory-1000',
  content_pack: null,
  config: {
    type: 'guava_cache',
    max_size: 1000,
    expire_after_access: 60,
    expire_after_access_unit: 'SECONDS',
    expire_after_write: 0,
    expire_after_write_unit: null,
  },
};

export const COUNTRIES_TABLE_WIRE = {
  id: '6650c0a1d2e3f4a5b6c7d803',
  _scope: 'DEFAULT',
  title: 'Countries',
  description: 'Country names by ISO code',
  name: 'countries',
  cache_id: MEMORY_CACHE_WIRE.id,
  data_adapter_id: CSV_ADAPTER_WIRE.id,
  content_pack: null,
  default_single_value: 'unknown',
  default_single_value_type: 'STRING',
  default_multi_value: '',
  default_multi_value_type: 'NULL',
};

export const BLOCKLIST_TABLE_WIRE = {
  ...COUNTRIES_TABLE_WIRE,
  id: '6650c0a1d2e3f4a5b6c7d804',
  title: 'Blocked addresses',
  description: '',
  name: 'blocked-addresses',
  default_single_value: '',
  default_single_value_type: 'NULL',
};

/** `GET /system/lookup/tables?resolve=true` with the given tables. */
export const tablesPageWire = (tables: readonly object[] = [COUNTRIES_TABLE_WIRE, BLOCKLIST_TABLE_WIRE]) => ({
  query: '',
  total: tables.length,
  count: tables.length,
  page: 1,
  per_page: 50,
  lookup_tables: tables,
  caches: { [MEMORY_CACHE_WIRE.id]: MEMORY_CACHE_WIRE },
  data_adapters: { [CSV_ADAPTER_WIRE.id]: CSV_ADAPTER_WIRE },
});

export const componentsPageWire = (key: 'caches' | 'data_adapters', items: readonly object[]) => ({
  query: '',
  total: items.length,
  count: items.length,
  page: 1,
  per_page: 50,
  [key]: items,
});

export const NO_ERRORS_WIRE = { tables: {}, caches: {}, data_adapters: {} };

/** `GET /system/lookup/types/adapters` of the embedded server, plus a type only a plugin knows. */
export const ADAPTER_TYPES_WIRE = {
  csvfile: {
    type: 'csvfile',
    config_class: 'org.graylog2.lookup.adapters.CSVFileDataAdapter$Config',
    default_config: {
      type: 'csvfile',
      path: '/etc/graylog/lookup-table.csv',
      separator: ',',
      quotechar: '"',
      key_column: 'key',
      value_column: 'value',
      check_interval: 60,
      case_insensitive_lookup: false,
      cidr_lookup: false,
    },
  },
  httpjsonpath: {
    type: 'httpjsonpath',
    config_class: 'org.graylog2.lookup.adapters.HTTPJSONPathDataAdapter$Config',
    default_config: { type: 'httpjsonpath', url: '', single_value_jsonpath: '$.value', http_user_agent: 'Graylog Lookup' },
  },
};

export const CACHE_TYPES_WIRE = {
  guava_cache: {
    type: 'guava_cache',
    config_class: 'org.graylog2.lookup.caches.CaffeineLookupCache$Config',
    default_config: MEMORY_CACHE_WIRE.config,
  },
  none: { type: 'none', config_class: 'org.graylog2.lookup.caches.NullCache$Config', default_config: { type: 'none' } },
};

/** The threat-intelligence adapter types as Graylog 5.1 describes them (ADMIN-API.md §5.4). */
export const THREAT_INTEL_TYPES_WIRE = {
  whois: {
    type: 'whois',
    config_class: 'org.graylog.plugins.threatintel.whois.ip.WhoisDataAdapter$Config',
    default_config: { type: 'whois', registry: 'ARIN', connect_timeout: 1000, read_timeout: 1000 },
  },
  'abuse-ch-ransom': {
    type: 'abuse-ch-ransom',
    config_class: 'org.graylog.plugins.threatintel.adapters.abusech.AbuseChRansomAdapter$Config',
    default_config: { type: 'abuse-ch-ransom', blocklist_type: 'DOMAINS', refresh_interval: 150, refresh_interval_unit: null },
  },
  'otx-api': {
    type: 'otx-api',
    config_class: 'org.graylog.plugins.threatintel.adapters.otx.OTXDataAdapter$Config',
    default_config: {
      type: 'otx-api',
      indicator: 'IPAutoDetect',
      api_key: null,
      api_url: 'https://otx.alienvault.com',
      http_user_agent: 'Graylog Threat Intelligence Plugin',
      http_connect_timeout: 10000,
      http_write_timeout: 10000,
      http_read_timeout: 60000,
    },
  },
};

import type { LookupTypeDescriptor } from '@sift/api';
import type { RequestedConfiguration, RequestedConfigurationField } from '@sift/ui';

/*
 * The plugin forms of cache and data adapter types. Graylog's lookup type descriptors carry only a default
 * config, not field definitions, so the forms of the types Graylog 5.1 ships are written here; a type this
 * list does not know (a plugin's) gets a form read off its default config.
 */

export const TIME_UNIT_NAMES = ['NANOSECONDS', 'MICROSECONDS', 'MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;
const TIME_UNITS = Object.fromEntries(TIME_UNIT_NAMES.map((unit) => [unit, unit.charAt(0) + unit.slice(1).toLowerCase()]));

export interface LookupTypeForm {
  /** What people read in the type chooser. */
  name: string;
  /** What the type does, under the chooser. */
  description: string;
  fields: RequestedConfiguration;
  /** Shown as a warning wherever the type is chosen or shown. */
  deprecation?: string;
}

/** 3-administration.md §8. */
export const RANSOMWARE_DEPRECATION =
  'Deprecated: the ransomware adapter tracker was shut down on 2019-12-08 and the adapter should not be used.';

type Extra = Partial<RequestedConfigurationField>;
const field = (
  type: string,
  human_name: string,
  description: string,
  position: number,
  extra: Extra = {},
): RequestedConfigurationField => ({
  type,
  human_name,
  description,
  is_optional: false,
  position,
  ...extra,
});
const text = (name: string, description: string, position: number, extra?: Extra) => field('text', name, description, position, extra);
const number = (name: string, description: string, position: number, extra?: Extra) =>
  field('number', name, description, position, { attributes: ['only_positive'], ...extra });
const flag = (name: string, description: string, position: number) => field('boolean', name, description, position, { is_optional: true });
const unit = (name: string, description: string, position: number) =>
  field('dropdown', name, description, position, { is_optional: true, additional_info: { values: TIME_UNITS } });
const choice = (name: string, description: string, position: number, values: Record<string, string>, extra?: Extra) =>
  field('dropdown', name, description, position, { additional_info: { values }, ...extra });
const same = (values: readonly string[]) => Object.fromEntries(values.map((value) => [value, value]));

/** OTX indicator types (3-administration.md §3) and how the chooser names them. */
export const OTX_INDICATORS: Record<string, string> = {
  IPAutoDetect: 'IP (auto-detect v4 or v6)',
  IPv4: 'IPv4',
  IPv6: 'IPv6',
  domain: 'Domain',
  hostname: 'Hostname',
  file: 'File hash',
  url: 'URL',
  cve: 'CVE',
  nids: 'NIDS',
  'correlation-rule': 'Correlation rule',
};

const KNOWN: Record<string, LookupTypeForm> = {
  csvfile: {
    name: 'CSV File',
    description: 'Reads keys and values from a CSV file on the server, and reads it again when it changes.',
    fields: {
      path: text('File path', 'The path of the CSV file on the server.', 1),
      separator: text('Separator', 'The character between columns.', 2),
      quotechar: text('Quote character', 'The character that quotes values containing the separator.', 3),
      key_column: text('Key column', 'The name of the column (in the header row) that holds the keys.', 4),
      value_column: text('Value column', 'The name of the column (in the header row) that holds the values.', 5),
      check_interval: number('Check interval', 'How often, in seconds, the file is checked for changes.', 6),
      case_insensitive_lookup: flag('Allow case-insensitive lookups', 'Keys and lookups are compared without case.', 7),
      cidr_lookup: flag('CIDR lookup', 'The keys are IP ranges (CIDR); an address finds the most specific range holding it.', 8),
    },
  },
  dsvhttp: {
    name: 'DSV File from HTTP',
    description: 'Downloads a file of delimiter-separated values and downloads it again after the refresh interval.',
    fields: {
      url: text('File URL', 'The http(s) URL of the file; it must be in the URL allow-list.', 1),
      refresh_interval: number('Refresh interval', 'How often, in seconds, the file is downloaded again.', 2),
      separator: text('Separator', 'The character between columns.', 3),
      line_separator: text('Line separator', 'The character between lines.', 4),
      quotechar: text('Quote character', 'The character that quotes values.', 5),
      ignorechar: text('Ignore lines starting with', 'Lines starting with this character are comments.', 6),
      key_column: number('Key column', 'The number of the key column, counting from 0.', 7),
      check_presence_only: flag('Check presence only', 'Answers true when the key is in the file, false otherwise.', 8),
      value_column: number('Value column', 'The number of the value column, counting from 0.', 9, { is_optional: true }),
      case_insensitive_lookup: flag('Allow case-insensitive lookups', 'Keys and lookups are compared without case.', 10),
    },
  },
  guava_cache: {
    name: 'Node-local, in-memory cache',
    description: 'Keeps answers in the memory of each node; the least recently used go first when it is full.',
    fields: {
      max_size: number('Maximum entries', 'How many answers the cache holds.', 1),
      expire_after_access: number('Expire after access', 'An answer not read for this long is dropped (0: never).', 2),
      expire_after_access_unit: unit('Expire after access unit', 'The unit of the time above.', 3),
      expire_after_write: number('Expire after write', 'An answer older than this is dropped (0: never).', 4),
      expire_after_write_unit: unit('Expire after write unit', 'The unit of the time above.', 5),
    },
  },
  whois: {
    name: 'Whois for IPs',
    description: 'Asks the regional internet registry who owns an IP address: its organization and country code.',
    fields: {
      registry: choice(
        'Registry',
        'The registry asked first; it refers to the one that holds the address.',
        1,
        same(['ARIN', 'AFRINIC', 'APNIC', 'LACNIC', 'RIPENCC']),
      ),
      connect_timeout: number('Connect timeout', 'Milliseconds to wait for the connection to the registry.', 2),
      read_timeout: number('Read timeout', 'Milliseconds to wait for the answer of the registry.', 3),
    },
  },
  'abuse-ch-ransom': {
    name: 'Ransomware blocklist (abuse.ch)',
    description: "abuse.ch's ransomware tracker: domains, URLs or IPs of ransomware infrastructure.",
    deprecation: RANSOMWARE_DEPRECATION,
    fields: {
      blocklist_type: choice('Blocklist type', 'Which list a key is looked up in.', 1, { DOMAINS: 'Domains', URLS: 'URLs', IPS: 'IPs' }),
      refresh_interval: number('Refresh interval', 'How often the list is downloaded again (0: never).', 2),
      refresh_interval_unit: { ...unit('Refresh interval unit', 'The unit of the interval above.', 3), default_value: 'MINUTES' },
    },
  },
  'otx-api': {
    name: 'AlienVault OTX',
    description: 'Asks the AlienVault Open Threat Exchange about an indicator: the number of pulses that name it, and the whole answer.',
    fields: {
      indicator: choice('Indicator', 'What kind of indicator the keys are.', 1, OTX_INDICATORS),
      api_key: text('OTX API key', 'Your OTX key; without one, fewer requests are answered.', 2, {
        is_optional: true,
        attributes: ['is_password'],
      }),
      api_url: text('OTX API URL', 'The OTX server, if not https://otx.alienvault.com.', 3, { is_optional: true }),
      http_user_agent: text('HTTP user agent', 'The User-Agent header of the requests.', 4),
      http_connect_timeout: number('HTTP connect timeout', 'Milliseconds to wait for the connection.', 5),
      http_write_timeout: number('HTTP write timeout', 'Milliseconds to wait while sending the request.', 6),
      http_read_timeout: number('HTTP read timeout', 'Milliseconds to wait for the answer.', 7),
    },
  },
  torexitnode: {
    name: 'Tor exit nodes',
    description: "Whether an IP address is a Tor exit node, from the Tor project's list of exit addresses, downloaded every hour.",
    fields: {},
  },
  'spamhaus-edrop': {
    name: 'Spamhaus DROP and EDROP',
    description: "Whether an IP address is in one of Spamhaus's Don't Route Or Peer lists of hijacked networks.",
    fields: {
      refresh_interval: number('Refresh interval', 'How often, in seconds, the lists are downloaded again (at least 3600).', 1),
    },
  },
  none: {
    name: 'Do not cache values',
    description: 'Asks the data adapter for every lookup.',
    fields: {},
  },
};

const humanize = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');

/** A form read off a type's default config: text, number and boolean fields in the config's order. */
function derivedForm(descriptor: LookupTypeDescriptor): LookupTypeForm {
  const entries = Object.entries(descriptor.defaultConfig).filter(([key]) => key !== 'type');
  const fields: RequestedConfiguration = {};
  entries.forEach(([key, value], index) => {
    const kind = typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'text';
    fields[key] = field(kind, humanize(key), '', index + 1, {
      is_optional: kind === 'boolean' || value === null,
      default_value: value,
      attributes: [],
    });
  });
  return { name: descriptor.type, description: '', fields };
}

/** The form of a cache or data adapter type. */
export function lookupTypeForm(descriptor: LookupTypeDescriptor): LookupTypeForm {
  return KNOWN[descriptor.type] ?? derivedForm(descriptor);
}

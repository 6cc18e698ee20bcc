import { ApiError } from '../http/errors.js';
import { ValidationError } from '../streams/wire.js';
import { field, type ConfigField } from '../inputs/types.js';

/** An output type as `GET /system/outputs/available` describes it (Graylog's AvailableOutputSummary). */
export interface OutputType {
  type: string;
  name: string;
  human_name: string;
  link_to_docs: string;
  requested_configuration: Record<string, ConfigField>;
}

export type OutputConfiguration = Record<string, unknown>;

export const GELF_OUTPUT = 'org.graylog2.outputs.GelfOutput';
export const LOGGING_OUTPUT = 'org.graylog2.outputs.LoggingOutput';

/** The output types this server runs, keyed by Graylog's class names (ADMIN-API.md §4). */
export const OUTPUT_TYPES: Readonly<Record<string, OutputType>> = {
  [GELF_OUTPUT]: {
    type: GELF_OUTPUT,
    name: 'GELF Output',
    human_name: 'An output sending GELF over TCP or UDP',
    link_to_docs: '',
    requested_configuration: {
      hostname: field('text', 'Destination host', 'This is the hostname of the destination', '', false),
      port: field('number', 'Destination port', 'This is the port of the destination', 12201, false, ['is_port_number']),
      protocol: field('dropdown', 'Protocol', 'The protocol used to connect', 'TCP', false, [], {
        values: { TCP: 'TCP', 'TCP+TLS': 'TCP+TLS', UDP: 'UDP' },
      }),
      connect_timeout: field('number', 'TCP Connect Timeout', 'Connection timeout for TCP connections in milliseconds', 1000, true, [
        'only_positive',
      ]),
      reconnect_delay: field('number', 'TCP Reconnect Delay', 'Time to wait between reconnects in milliseconds', 500, true, [
        'only_positive',
      ]),
      tcp_no_delay: field('boolean', 'TCP No Delay', "Whether to use Nagle's algorithm for TCP connections", false, true),
      tcp_keep_alive: field('boolean', 'TCP Keep Alive', 'Whether to send TCP keep alive packets', false, true),
      tls_verification_enabled: field('boolean', 'TLS verification', 'Whether to verify peers when using TLS', false, true),
      tls_trust_cert_chain: field('text', 'TLS Trust Certificate Chain', 'Local file which contains the trust certificate chain', '', true),
      queue_size: field('number', 'Internal buffer size', 'Buffer size to support asynchronous writes', 512, true, ['only_positive']),
      max_inflight_sends: field(
        'number',
        'Concurrent network requests',
        'Maximum number of concurrent network operations until spinning',
        512,
        true,
        ['only_positive'],
      ),
    },
  },
  [LOGGING_OUTPUT]: {
    type: LOGGING_OUTPUT,
    name: 'STDOUT Output',
    human_name: 'An output writing every message to STDOUT.',
    link_to_docs: '',
    requested_configuration: {
      prefix: field('text', 'Prefix', 'How to prefix the message before logging it', 'Writing message: ', true),
    },
  },
};

export const findOutputType = (type: string): OutputType | undefined =>
  Object.hasOwn(OUTPUT_TYPES, type) ? OUTPUT_TYPES[type] : undefined;

const MAX_TEXT = 64 * 1024;

/**
 * Graylog's `ConfigurationMapConverter.convertValues`: each value is coerced by its field's type (text
 * and dropdown to strings, numbers parsed as integers, booleans true only for "true", lists keep their
 * strings); a key the type does not request is a validation error, as is a required number that is not one.
 */
export function convertConfiguration(values: unknown, type: OutputType): OutputConfiguration {
  if (values === undefined || values === null) return {};
  if (typeof values !== 'object' || Array.isArray(values))
    throw new ApiError(400, 'Unable to map property configuration: expected an object.');
  const out: OutputConfiguration = {};
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    const spec = Object.hasOwn(type.requested_configuration, key) ? type.requested_configuration[key] : undefined;
    if (!spec) throw new ValidationError({ [key]: [{ error: `Unknown configuration field description for field "${key}"` }] });
    switch (spec.type) {
      case 'text':
      case 'dropdown': {
        const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
        if (text.length > MAX_TEXT) throw new ApiError(400, `Property ${key} is too long (at most ${MAX_TEXT} characters).`);
        out[key] = text;
        break;
      }
      case 'number': {
        const text = String(value);
        const parsed = /^[+-]?\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
        if (Number.isInteger(parsed) && parsed >= -2147483648 && parsed <= 2147483647) out[key] = parsed;
        else if (spec.is_optional) out[key] = null;
        else throw new ValidationError({ [key]: [{ error: `For input string: "${text.slice(0, 100)}"` }] });
        break;
      }
      case 'boolean':
        out[key] = String(value).toLowerCase() === 'true';
        break;
      case 'list':
        out[key] = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
        break;
    }
  }
  return out;
}

/** The configuration a running output reads: the stored values over the type's defaults. */
export function effectiveConfiguration(type: OutputType, stored: OutputConfiguration): OutputConfiguration {
  const out: OutputConfiguration = {};
  for (const [key, spec] of Object.entries(type.requested_configuration)) out[key] = stored[key] ?? spec.default_value;
  return out;
}

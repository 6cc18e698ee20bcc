/** One field of a `requested_configuration` (Graylog's ConfigurationRequest field shape). */
export interface ConfigField {
  type: 'text' | 'number' | 'boolean' | 'dropdown' | 'list';
  human_name: string;
  description: string;
  default_value: string | number | boolean | null;
  is_optional: boolean;
  attributes: string[];
  additional_info: Record<string, unknown>;
  position: number;
  is_encrypted: boolean;
}

export type Transport = 'udp' | 'tcp' | 'http';
export type Codec = 'gelf' | 'syslog' | 'raw';

export interface InputType {
  type: string;
  name: string;
  transport: Transport;
  codec: Codec;
  requested_configuration: Record<string, ConfigField>;
}

/** A requested configuration field in Graylog's ConfigurationRequest shape (booleans are always optional). */
export const field = (
  type: ConfigField['type'],
  human_name: string,
  description: string,
  default_value: ConfigField['default_value'],
  is_optional: boolean,
  attributes: string[] = [],
  additional_info: Record<string, unknown> = {},
): ConfigField => ({
  type,
  human_name,
  description,
  default_value,
  is_optional: type === 'boolean' ? true : is_optional,
  attributes,
  additional_info,
  position: 100,
  is_encrypted: false,
});

function netty(port: number, udp: boolean): Record<string, ConfigField> {
  return {
    bind_address: field('text', 'Bind address', 'Address to listen on. For example 0.0.0.0 or 127.0.0.1.', '0.0.0.0', false),
    port: field('number', 'Port', 'Port to listen on.', port, false, ['is_port_number']),
    recv_buffer_size: field(
      'number',
      'Receive Buffer Size',
      'The size in bytes of the recvBufferSize for network connections to this input.',
      udp ? 262144 : 1048576,
      true,
      ['only_positive'],
    ),
    number_worker_threads: field(
      'number',
      'No. of worker threads',
      'Number of worker threads processing network connections for this input.',
      2,
      true,
      ['only_positive'],
    ),
  };
}

function tcp(): Record<string, ConfigField> {
  return {
    tls_cert_file: field('text', 'TLS cert file', 'Path to the TLS certificate file', '', true),
    tls_key_file: field('text', 'TLS private key file', 'Path to the TLS private key file', '', true),
    tls_enable: field('boolean', 'Enable TLS', 'Accept TLS connections', false, true),
    tls_key_password: field('text', 'TLS key password', 'The password for the encrypted key file.', '', true, ['is_password']),
    tls_client_auth: field(
      'dropdown',
      'TLS client authentication',
      'Whether clients need to authenticate themselves in a TLS connection',
      'disabled',
      true,
      [],
      {
        values: { disabled: 'disabled', optional: 'optional', required: 'required' },
      },
    ),
    tls_client_auth_cert_file: field(
      'text',
      'TLS Client Auth Trusted Certs',
      'TLS Client Auth Trusted Certs  (File or Directory)',
      '',
      true,
    ),
    tcp_keepalive: field('boolean', 'TCP keepalive', 'Enable TCP keepalive packets', false, true),
  };
}

function framing(nullDelimiter: boolean): Record<string, ConfigField> {
  return {
    use_null_delimiter: field(
      'boolean',
      'Null frame delimiter?',
      'Use null byte as frame delimiter? Otherwise newline delimiter is used.',
      nullDelimiter,
      true,
    ),
    max_message_size: field('number', 'Maximum message size', 'The maximum length of a message.', 2097152, true, ['only_positive']),
  };
}

function httpTransport(): Record<string, ConfigField> {
  return {
    enable_bulk_receiving: field(
      'boolean',
      'Enable Bulk Receiving',
      'Enables bulk receiving of messages separated by newlines (\\n or \\r\\n)',
      false,
      true,
    ),
    enable_cors: field('boolean', 'Enable CORS', 'Input sends CORS headers to satisfy browser security policies', true, true),
    max_chunk_size: field(
      'number',
      'Max. HTTP chunk size',
      'The maximum HTTP chunk size in bytes (e. g. length of HTTP request body)',
      65536,
      true,
    ),
    idle_writer_timeout: field(
      'number',
      'Idle writer timeout',
      'The server closes the connection after the given time in seconds after the last client write request. (use 0 to disable)',
      60,
      true,
      ['only_positive'],
    ),
  };
}

function codec(): Record<string, ConfigField> {
  return {
    override_source: field(
      'text',
      'Override source',
      'The source is a hostname derived from the received packet by default. Set this if you want to override it with a custom string.',
      null,
      true,
    ),
    charset_name: field(
      'text',
      'Encoding',
      'Default encoding is UTF-8. Set this to a standard charset name if you want to override the default.',
      'UTF-8',
      true,
    ),
  };
}

function gelfCodec(): Record<string, ConfigField> {
  return {
    ...codec(),
    decompress_size_limit: field('number', 'Decompressed size limit', 'The maximum number of bytes after decompression.', 8388608, true),
  };
}

function syslogCodec(): Record<string, ConfigField> {
  return {
    ...codec(),
    force_rdns: field(
      'boolean',
      'Force rDNS?',
      'Force rDNS resolution of hostname? Use if hostname cannot be parsed. (Be careful if you are sending DNS logs into this input because it can cause a feedback loop.)',
      false,
      true,
    ),
    allow_override_date: field(
      'boolean',
      'Allow overriding date?',
      'Allow to override with current date if date could not be parsed?',
      true,
      true,
    ),
    store_full_message: field('boolean', 'Store full message?', 'Store the full original syslog message as full_message?', false, true),
    expand_structured_data: field(
      'boolean',
      'Expand structured data?',
      'Expand structured data elements by prefixing attributes with their SD-ID?',
      false,
      true,
    ),
    timezone: field('dropdown', 'Time Zone', 'Default time zone used when no timezone detected', 'NotSet', true, [], {
      values: {
        NotSet: 'Not configured',
        UTC: 'UTC+00:00 - UTC',
        'Europe/Berlin': 'UTC+01:00 - Europe/Berlin',
        'America/New_York': 'UTC-05:00 - America/New_York',
      },
    }),
  };
}

/** The input types this server runs, keyed by Graylog's class names. */
export const INPUT_TYPES: readonly InputType[] = [
  {
    type: 'org.graylog2.inputs.gelf.udp.GELFUDPInput',
    name: 'GELF UDP',
    transport: 'udp',
    codec: 'gelf',
    requested_configuration: { ...netty(12201, true), ...gelfCodec() },
  },
  {
    type: 'org.graylog2.inputs.gelf.tcp.GELFTCPInput',
    name: 'GELF TCP',
    transport: 'tcp',
    codec: 'gelf',
    requested_configuration: { ...netty(12201, false), ...tcp(), ...framing(true), ...gelfCodec() },
  },
  {
    type: 'org.graylog2.inputs.gelf.http.GELFHttpInput',
    name: 'GELF HTTP',
    transport: 'http',
    codec: 'gelf',
    requested_configuration: { ...netty(12201, false), ...tcp(), ...httpTransport(), ...gelfCodec() },
  },
  {
    type: 'org.graylog2.inputs.syslog.udp.SyslogUDPInput',
    name: 'Syslog UDP',
    transport: 'udp',
    codec: 'syslog',
    requested_configuration: { ...netty(514, true), ...syslogCodec() },
  },
  {
    type: 'org.graylog2.inputs.syslog.tcp.SyslogTCPInput',
    name: 'Syslog TCP',
    transport: 'tcp',
    codec: 'syslog',
    requested_configuration: { ...netty(514, false), ...tcp(), ...framing(false), ...syslogCodec() },
  },
  {
    type: 'org.graylog2.inputs.raw.udp.RawUDPInput',
    name: 'Raw/Plaintext UDP',
    transport: 'udp',
    codec: 'raw',
    requested_configuration: { ...netty(5555, true), ...codec() },
  },
  {
    type: 'org.graylog2.inputs.raw.tcp.RawTCPInput',
    name: 'Raw/Plaintext TCP',
    transport: 'tcp',
    codec: 'raw',
    requested_configuration: { ...netty(5555, false), ...tcp(), ...framing(false), ...codec() },
  },
];

export function findInputType(type: string): InputType | undefined {
  return INPUT_TYPES.find((t) => t.type === type);
}

export type InputConfiguration = Record<string, unknown>;

/** `ConfigurationRequest.check`: every required field present with the right JSON type. */
export function checkConfiguration(type: InputType, configuration: InputConfiguration): boolean {
  for (const [name, spec] of Object.entries(type.requested_configuration)) {
    const value = configuration[name];
    if (value === undefined || value === null) {
      if (spec.is_optional) continue;
      return false;
    }
    if (spec.type === 'number' && typeof value !== 'number') return false;
    if (spec.type === 'boolean' && typeof value !== 'boolean') return false;
    if ((spec.type === 'text' || spec.type === 'dropdown') && (typeof value !== 'string' || (!spec.is_optional && value === '')))
      return false;
    if (spec.type === 'list' && !Array.isArray(value)) return false;
  }
  return true;
}

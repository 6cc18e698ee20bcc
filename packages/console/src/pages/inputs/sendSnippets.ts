import type { Input } from '@sift/api';

/** Ready-to-copy commands and configuration that send to an input (beyond Graylog). */
export interface SendSnippet {
  /** What sends, e.g. "logger" or "Docker (gelf log driver)". */
  title: string;
  code: string;
}

const WILDCARD_ADDRESSES = new Set(['', '0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0']);

type Transport = 'udp' | 'tcp' | 'http';
type Codec = 'gelf' | 'syslog' | 'raw';

/** The built-in input types by class name (ADMIN-API.md §1.3). */
const KINDS: Readonly<Record<string, { codec: Codec; transport: Transport }>> = {
  'org.graylog2.inputs.gelf.udp.GELFUDPInput': { codec: 'gelf', transport: 'udp' },
  'org.graylog2.inputs.gelf.tcp.GELFTCPInput': { codec: 'gelf', transport: 'tcp' },
  'org.graylog2.inputs.gelf.http.GELFHttpInput': { codec: 'gelf', transport: 'http' },
  'org.graylog2.inputs.syslog.udp.SyslogUDPInput': { codec: 'syslog', transport: 'udp' },
  'org.graylog2.inputs.syslog.tcp.SyslogTCPInput': { codec: 'syslog', transport: 'tcp' },
  'org.graylog2.inputs.raw.udp.RawUDPInput': { codec: 'raw', transport: 'udp' },
  'org.graylog2.inputs.raw.tcp.RawTCPInput': { codec: 'raw', transport: 'tcp' },
};

/**
 * Where senders reach the input: its bind address, or, when it listens on every interface, the host
 * the console was opened at (the embedded server serves both). Null without a numeric port.
 */
export function inputEndpoint(input: Pick<Input, 'attributes'>, consoleHost: string): { host: string; port: number } | null {
  const port = input.attributes['port'];
  if (typeof port !== 'number' || !Number.isInteger(port)) return null;
  const bind = input.attributes['bind_address'];
  const host = typeof bind === 'string' && !WILDCARD_ADDRESSES.has(bind.trim()) ? bind.trim() : consoleHost;
  return { host, port };
}

/** A host as URLs and `host:port` pairs write it (IPv6 literals in brackets). */
const urlHost = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

const GELF_EXAMPLE = '{"version":"1.1","host":"example.org","short_message":"Hello from Sift","_environment":"test"}';

function gelfSnippets(transport: Transport, host: string, port: number, tls: boolean): SendSnippet[] {
  const address = `${urlHost(host)}:${port}`;
  if (transport === 'http') {
    return [
      {
        title: 'curl',
        code: `curl -X POST -H 'Content-Type: application/json' \\\n  -d '${GELF_EXAMPLE}' \\\n  ${tls ? 'https' : 'http'}://${address}/gelf`,
      },
      {
        title: 'Fluent Bit',
        code: `[OUTPUT]\n    Name                    http\n    Match                   *\n    Host                    ${host}\n    Port                    ${port}\n    URI                     /gelf\n    Format                  gelf\n    Gelf_Short_Message_Key  log${tls ? '\n    tls                     On' : ''}`,
      },
    ];
  }
  const fluentBit = {
    title: 'Fluent Bit',
    code: `[OUTPUT]\n    Name                    gelf\n    Match                   *\n    Host                    ${host}\n    Port                    ${port}\n    Mode                    ${tls ? 'tls' : transport}\n    Gelf_Short_Message_Key  log`,
  };
  // Docker's gelf driver and netcat speak no TLS.
  if (tls) return [fluentBit];
  return [
    {
      title: 'Docker (gelf log driver)',
      code: `docker run --log-driver gelf \\\n  --log-opt gelf-address=${transport}://${address} \\\n  alpine echo 'Hello from Sift'`,
    },
    fluentBit,
    // GELF over TCP ends each message with a null byte; over UDP each datagram is one message.
    transport === 'tcp'
      ? { title: 'netcat', code: `printf '%s\\0' '${GELF_EXAMPLE}' | nc -w1 ${host} ${port}` }
      : { title: 'netcat', code: `printf '%s' '${GELF_EXAMPLE}' | nc -u -w1 ${host} ${port}` },
  ];
}

function syslogSnippets(transport: Transport, host: string, port: number, codec: Codec, tls: boolean): SendSnippet[] {
  const tcp = transport === 'tcp';
  if (tls) {
    // logger, plain rsyslog forwarding, Docker's syslog driver and netcat would send in the clear.
    return codec === 'syslog'
      ? [
          {
            title: 'Fluent Bit',
            code: `[OUTPUT]\n    Name                syslog\n    Match               *\n    Host                ${host}\n    Port                ${port}\n    Mode                tls\n    Syslog_Format       rfc5424\n    Syslog_Message_Key  log`,
          },
        ]
      : [];
  }
  const snippets: SendSnippet[] = [
    { title: 'logger', code: `logger ${tcp ? '-T' : '-d'} -n ${host} -P ${port} 'Hello from Sift'` },
    {
      title: 'rsyslog',
      code: `# /etc/rsyslog.d/90-sift.conf\n*.* ${tcp ? '@@' : '@'}${urlHost(host)}:${port};RSYSLOG_SyslogProtocol23Format`,
    },
  ];
  if (codec === 'syslog') {
    snippets.push(
      {
        title: 'Docker (syslog log driver)',
        code: `docker run --log-driver syslog \\\n  --log-opt syslog-address=${transport}://${urlHost(host)}:${port} \\\n  --log-opt syslog-format=rfc5424 \\\n  alpine echo 'Hello from Sift'`,
      },
      {
        title: 'Fluent Bit',
        code: `[OUTPUT]\n    Name                syslog\n    Match               *\n    Host                ${host}\n    Port                ${port}\n    Mode                ${transport}\n    Syslog_Format       rfc5424\n    Syslog_Message_Key  log`,
      },
    );
  } else {
    snippets.push({ title: 'netcat', code: `echo 'Hello from Sift' | nc ${tcp ? '' : '-u '}-w1 ${host} ${port}` });
  }
  return snippets;
}

/**
 * The snippets that fit the input's type, with its address and port filled in, and only senders that
 * speak TLS when the input requires it (`tls_enable`); none for a type Sift does not know.
 */
export function sendSnippets(input: Pick<Input, 'type' | 'attributes'>, consoleHost: string): SendSnippet[] {
  const kind = KINDS[input.type];
  const endpoint = inputEndpoint(input, consoleHost);
  if (!kind || !endpoint) return [];
  const tls = kind.transport !== 'udp' && input.attributes['tls_enable'] === true;
  return kind.codec === 'gelf'
    ? gelfSnippets(kind.transport, endpoint.host, endpoint.port, tls)
    : syslogSnippets(kind.transport, endpoint.host, endpoint.port, kind.codec, tls);
}

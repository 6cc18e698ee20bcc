/** A collector as stored (Graylog's `Collector`, camelCase). */
export interface CollectorRecord {
  id: string;
  name: string;
  serviceType: 'exec' | 'svc';
  nodeOperatingSystem: string;
  executablePath: string;
  executeParameters: string;
  validationParameters: string;
  defaultTemplate: string;
}

export type DefaultCollector = Omit<CollectorRecord, 'id'>;

// Beats need these two fields so that Graylog can tell which Sidecar a message came from.
const beatsFields = [
  '# Fields Graylog reads to know which Sidecar sent a message',
  'fields_under_root: true',
  'fields.collector_node_id: ${sidecar.nodeName}',
  'fields.gl2_source_collector: ${sidecar.nodeId}',
  '',
].join('\n');

const unixFilebeat = [
  beatsFields,
  'filebeat.inputs:',
  '- type: log',
  '  paths:',
  '    - /var/log/*.log',
  'output.logstash:',
  '  hosts: ["192.168.1.1:5044"]',
  'path:',
  '  data: /var/lib/graylog-sidecar/collectors/filebeat/data',
  '  logs: /var/lib/graylog-sidecar/collectors/filebeat/log',
].join('\n');

const windowsBeat = (beat: 'filebeat' | 'winlogbeat', body: string[]) =>
  [
    beatsFields,
    'output.logstash:',
    '  hosts: ["192.168.1.1:5044"]',
    'path:',
    `  data: C:\\Program Files\\Graylog\\sidecar\\cache\\${beat}\\data`,
    '  logs: C:\\Program Files\\Graylog\\sidecar\\logs',
    'tags:',
    '  - windows',
    ...body,
  ].join('\n');

const nxlogGelfOutput = [
  '<Output gelf>',
  '  Module om_tcp',
  '  Host 192.168.1.1',
  '  Port 12201',
  '  OutputType GELF_TCP',
  '  <Exec>',
  '    # Fields Graylog reads to know which Sidecar sent a message',
  "    $gl2_source_collector = '${sidecar.nodeId}';",
  "    $collector_node_id = '${sidecar.nodeName}';",
  '  </Exec>',
  '</Output>',
];

const nxlogLinux = [
  'define ROOT /usr/bin',
  '',
  '<Extension gelfExt>',
  '  Module xm_gelf',
  '  # Keep short_message whole (nxlog cuts it at 64 characters by default)',
  '  ShortMessageLength 65536',
  '</Extension>',
  '',
  'User nxlog',
  'Group nxlog',
  'Moduledir /usr/lib/nxlog/modules',
  'CacheDir /var/spool/nxlog/data',
  'PidFile /var/run/nxlog/nxlog.pid',
  'LogFile /var/log/nxlog/nxlog.log',
  'LogLevel INFO',
  '',
  '<Input file>',
  '  Module im_file',
  "  File '/var/log/*.log'",
  '  PollInterval 1',
  '  SavePos True',
  '  ReadFromLast True',
  '  Recursive False',
  '  RenameCheck False',
  '  Exec $FileName = file_name();',
  '</Input>',
  '',
  ...nxlogGelfOutput,
  '',
  '<Route route-1>',
  '  Path file => gelf',
  '</Route>',
].join('\n');

const nxlogWindows = [
  'define ROOT C:\\Program Files (x86)\\nxlog',
  '',
  'Moduledir %ROOT%\\modules',
  'CacheDir %ROOT%\\data',
  'Pidfile %ROOT%\\data\\nxlog.pid',
  'SpoolDir %ROOT%\\data',
  'LogFile %ROOT%\\data\\nxlog.log',
  'LogLevel INFO',
  '',
  '<Extension gelfExt>',
  '  Module xm_gelf',
  '  ShortMessageLength 65536',
  '</Extension>',
  '',
  '<Input eventlog>',
  '  Module im_msvistalog',
  '  PollInterval 1',
  '  SavePos True',
  '  ReadFromLast True',
  '</Input>',
  '',
  ...nxlogGelfOutput,
  '',
  '<Route route-1>',
  '  Path eventlog => gelf',
  '</Route>',
].join('\n');

/**
 * The collectors a fresh Graylog 5.1 has (migration V20180212165000_AddDefaultCollectors): Filebeat on
 * Linux, macOS and FreeBSD, Winlogbeat, NXLog on Linux and Windows, Filebeat on Windows, with the same
 * service types, executables and parameters. The default templates configure the same things.
 */
export const DEFAULT_COLLECTORS: readonly DefaultCollector[] = [
  ...(['linux', 'darwin', 'freebsd'] as const).map((os): DefaultCollector => ({
    name: 'filebeat',
    serviceType: 'exec',
    nodeOperatingSystem: os,
    executablePath: '/usr/share/filebeat/bin/filebeat',
    executeParameters: '-c  %s',
    validationParameters: 'test config -c %s',
    defaultTemplate: unixFilebeat,
  })),
  {
    name: 'winlogbeat',
    serviceType: 'svc',
    nodeOperatingSystem: 'windows',
    executablePath: 'C:\\Program Files\\Graylog\\sidecar\\winlogbeat.exe',
    executeParameters: '-c "%s"',
    validationParameters: 'test config -c "%s"',
    defaultTemplate: windowsBeat('winlogbeat', [
      'winlogbeat:',
      '  event_logs:',
      '    - name: Application',
      '    - name: System',
      '    - name: Security',
    ]),
  },
  {
    name: 'nxlog',
    serviceType: 'exec',
    nodeOperatingSystem: 'linux',
    executablePath: '/usr/bin/nxlog',
    executeParameters: '-f -c %s',
    validationParameters: '-v -c %s',
    defaultTemplate: nxlogLinux,
  },
  {
    name: 'nxlog',
    serviceType: 'svc',
    nodeOperatingSystem: 'windows',
    executablePath: 'C:\\Program Files (x86)\\nxlog\\nxlog.exe',
    executeParameters: '-c "%s"',
    validationParameters: '-v -f -c "%s"',
    defaultTemplate: nxlogWindows,
  },
  {
    name: 'filebeat',
    serviceType: 'svc',
    nodeOperatingSystem: 'windows',
    executablePath: 'C:\\Program Files\\Graylog\\sidecar\\filebeat.exe',
    executeParameters: '-c "%s"',
    validationParameters: 'test config -c "%s"',
    defaultTemplate: windowsBeat('filebeat', ['filebeat.inputs:', '- type: log', '  enabled: true', '  paths:', '    - C:\\logs\\log.log']),
  },
];

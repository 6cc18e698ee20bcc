/** Wire answers of outputs and their types for the outputs pages' tests and stories (ADMIN-API.md §4). */

export const STDOUT_TYPE = 'org.graylog2.outputs.LoggingOutput';
export const GELF_TYPE = 'org.graylog2.outputs.GelfOutput';

const field = (type: string, human_name: string, extra: Record<string, unknown> = {}) => ({
  type,
  human_name,
  description: '',
  is_optional: false,
  is_encrypted: false,
  attributes: [],
  additional_info: {},
  position: 100,
  ...extra,
});

export const AVAILABLE_OUTPUTS_WIRE = {
  types: {
    [STDOUT_TYPE]: {
      name: 'STDOUT Output',
      type: STDOUT_TYPE,
      human_name: 'An output writing every message to STDOUT.',
      link_to_docs: '',
      requested_configuration: {
        prefix: field('text', 'Prefix', {
          is_optional: true,
          default_value: 'Writing message: ',
          description: 'Text in front of each message',
        }),
      },
    },
    [GELF_TYPE]: {
      name: 'GELF Output',
      type: GELF_TYPE,
      human_name: 'An output sending GELF over TCP or UDP',
      link_to_docs: '',
      requested_configuration: {
        hostname: field('text', 'Destination', { default_value: '', description: 'Host name or IP address of the GELF receiver' }),
        port: field('number', 'Port', { default_value: 12201, attributes: ['is_port_number'] }),
        protocol: field('dropdown', 'Protocol', {
          default_value: 'TCP',
          additional_info: { values: { TCP: 'TCP', 'TCP+TLS': 'TCP+TLS', UDP: 'UDP' } },
        }),
      },
    },
  },
};

export const outputWire = (id: string, title: string, type: string, configuration: Record<string, unknown>) => ({
  id,
  title,
  type,
  creator_user_id: 'admin',
  created_at: '2024-05-02T09:00:00.000Z',
  configuration,
  content_pack: null,
});

export const ECHO_OUTPUT_WIRE = outputWire('6651a0000000000000000001', 'Console echo', STDOUT_TYPE, { prefix: 'Writing message: ' });
export const FORWARDER_OUTPUT_WIRE = outputWire('6651a0000000000000000002', 'Archive forwarder', GELF_TYPE, {
  hostname: 'archive.example.org',
  port: 12201,
  protocol: 'TCP+TLS',
});
export const OUTPUTS_WIRE = [ECHO_OUTPUT_WIRE, FORWARDER_OUTPUT_WIRE];

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { OBJECT_ID } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { DEFAULT_STREAM_ID } from '../streams/model.js';
import type { ConfigField } from '../inputs/types.js';
import type { EventRouteDeps } from './routes.js';

const field = (
  type: ConfigField['type'],
  human_name: string,
  description: string,
  default_value: ConfigField['default_value'],
  is_optional: boolean,
  attributes: string[] = [],
): ConfigField => ({
  type,
  human_name,
  description,
  default_value,
  is_optional,
  attributes,
  additional_info: {},
  position: 100,
  is_encrypted: false,
});

/** The legacy alarm callbacks Graylog 5.1 still ships (they run only through `legacy-alarm-callback-notification-v1`). */
export const LEGACY_CALLBACKS: Record<string, { name: string; configuration: Record<string, ConfigField> }> = {
  'org.graylog2.alarmcallbacks.EmailAlarmCallback': {
    name: 'Email Alert Callback',
    configuration: {
      sender: field('text', 'Sender', 'The sender of sent out mail alerts', 'graylog@example.org', false),
      subject: field(
        'text',
        'E-Mail Subject',
        'The subject of sent out mail alerts',
        'Graylog alert for stream: ${stream.title}: ${check_result.resultDescription}',
        false,
      ),
      body: field('text', 'E-Mail Body', 'The template to generate the body from', '', true, ['textarea']),
      user_receivers: field('list', 'User Receivers', 'Graylog usernames that should receive this alert', null, true),
      email_receivers: field('list', 'E-Mail Receivers', 'E-Mail addresses that should receive this alert', null, true),
    },
  },
  'org.graylog2.alarmcallbacks.HTTPAlarmCallback': {
    name: 'HTTP Alarm Callback',
    configuration: { url: field('text', 'URL', 'The URL to POST to when an alert is triggered', '', false) },
  },
};

/** The legacy alarm callbacks (ADMIN-API.md §7): migrated to notifications, none remain on any stream. */
export const alarmCallbackRoutes: FastifyPluginAsync<EventRouteDeps> = async (app, deps) => {
  const { streams } = deps;

  // Legacy alarm callbacks: migrated to notifications, none remain on any stream.

  app.get('/alerts/callbacks', async (request) => {
    requireSubject(request);
    return { total: 0, alarmcallbacks: [] };
  });

  app.get('/alerts/callbacks/types', async (request) => {
    requireSubject(request);
    return {
      types: Object.fromEntries(
        Object.entries(LEGACY_CALLBACKS).map(([type, t]) => [type, { name: t.name, requested_configuration: t.configuration }]),
      ),
    };
  });

  const streamCallbacks = (request: FastifyRequest<{ Params: { id: string } }>) => {
    requirePermission(request, `streams:read:${request.params.id}`);
    const id = request.params.id;
    if (id !== DEFAULT_STREAM_ID && !(OBJECT_ID.test(id) && streams.get(id))) throw new ApiError(404, `Stream <${id}> not found!`);
  };
  app.get<{ Params: { id: string } }>('/streams/:id/alarmcallbacks', async (request) => {
    streamCallbacks(request);
    return { total: 0, alarmcallbacks: [] };
  });
  app.get<{ Params: { id: string } }>('/streams/:id/alarmcallbacks/available', async (request) => {
    streamCallbacks(request);
    return {
      types: Object.fromEntries(
        Object.entries(LEGACY_CALLBACKS).map(([type, t]) => [type, { name: t.name, requested_configuration: t.configuration }]),
      ),
    };
  });
};

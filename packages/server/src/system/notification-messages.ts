import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireSubject } from '../auth/subject.js';
import { readStrictObject } from '../http/body.js';
import { ApiError } from '../http/errors.js';
import { isObject } from '../search/dto.js';
import { isNotificationType, type NotificationService, type NotificationType } from './notifications.js';

type Values = Record<string, unknown>;
/** A piece of text: literal, or a value looked up (escaped in HTML). */
type Part = string | { value: string; fallback?: string };
interface Template {
  title: Part[];
  description: Part[];
}

const v = (value: string, fallback?: string): Part => (fallback === undefined ? { value } : { value, fallback });

/** Title and description of every notification type (values are the notification's details plus `node_id`). */
const TEMPLATES: Partial<Record<NotificationType, Template>> = {
  input_failed_to_start: {
    title: ['An input has failed to start'],
    description: [
      'Input ',
      v('input_title', 'unknown'),
      ' (',
      v('input_id'),
      ') on node ',
      v('node_id'),
      ' has failed to start: ',
      v('reason', 'no reason given'),
      '. Check the input configuration (a port in use or an address that cannot be bound are common causes) and restart it.',
    ],
  },
  input_failing: {
    title: ['An input is failing'],
    description: [
      'Input ',
      v('input_title', 'unknown'),
      ' (',
      v('input_id'),
      ') on node ',
      v('node_id'),
      ' is failing: ',
      v('reason', 'no reason given'),
      '.',
    ],
  },
  input_failure_shutdown: {
    title: ['An input has shut down after failing'],
    description: [
      'Input ',
      v('input_title', 'unknown'),
      ' (',
      v('input_id'),
      ') on node ',
      v('node_id'),
      ' was stopped after repeated failures: ',
      v('reason', 'no reason given'),
      '.',
    ],
  },
  journal_utilization_too_high: {
    title: ['The message journal is nearly full'],
    description: [
      'The message journal of node ',
      v('node_id'),
      ' is ',
      v('journal_utilization_percentage', 'over 95'),
      ' % full: messages are stored more slowly than they arrive. When it is full, inputs are held back (TCP), refused (HTTP, 503) or dropped (UDP). Check whether processing is paused, or raise SIFT_MESSAGE_JOURNAL_MAX_SIZE.',
    ],
  },
  journal_uncommitted_messages_deleted: {
    title: ['Messages were deleted from the journal before they were stored'],
    description: [
      'Node ',
      v('node_id'),
      ' deleted journal segments older than SIFT_MESSAGE_JOURNAL_MAX_AGE with ',
      v('count', 'some'),
      ' messages that were not stored yet; they are lost.',
    ],
  },
  no_input_running: {
    title: ['No input is running'],
    description: [
      'No input is running on node ',
      v('node_id'),
      ', so no messages are received. Start or launch an input on the Inputs page.',
    ],
  },
  es_node_disk_watermark_high: {
    title: [v('title', 'Disk space is running out')],
    description: [v('description', 'The disk holding the message store is nearly full.')],
  },
  es_node_disk_watermark_low: {
    title: [v('title', 'Disk space is getting low')],
    description: [v('description', 'The disk holding the message store is filling up.')],
  },
  es_node_disk_watermark_flood_stage: {
    title: [v('title', 'The disk is full')],
    description: [v('description', 'The disk holding the message store is full; new messages cannot be stored.')],
  },
  stream_processing_disabled: {
    title: ['Processing of a stream has been disabled'],
    description: ['Stream ', v('stream_title', 'unknown'), ' (', v('stream_id'), ') took too long to process and was disabled.'],
  },
  output_disabled: {
    title: ['An output has been disabled'],
    description: [
      'Output ',
      v('outputTitle', 'unknown'),
      ' (',
      v('outputId'),
      ') of stream ',
      v('streamTitle', 'unknown'),
      ' failed repeatedly and was disabled: ',
      v('errorMessage', 'no reason given'),
      '.',
    ],
  },
  output_failing: {
    title: ['An output is failing'],
    description: [
      'Output ',
      v('outputTitle', 'unknown'),
      ' (',
      v('outputId'),
      ') of stream ',
      v('streamTitle', 'unknown'),
      ' is failing: ',
      v('errorMessage', 'no reason given'),
      '.',
    ],
  },
  check_server_clocks: {
    title: ['Check the system clocks of your nodes'],
    description: ['A node did not send a heartbeat in time; its clock may be out of sync.'],
  },
  index_ranges_recalculation: {
    title: ['Index ranges need to be recalculated'],
    description: ['The time ranges of the indices in ', v('index_sets', 'the index sets'), ' must be recalculated.'],
  },
  search_error: {
    title: [v('title', 'A search failed')],
    description: [v('description', 'A search could not be run.')],
  },
  generic: {
    title: [v('title', 'Notification')],
    description: [v('description', '')],
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function render(parts: Part[], values: Values, html: boolean): string {
  return parts
    .map((p) => {
      if (typeof p === 'string') return html ? escapeHtml(p) : p;
      const s = text(values[p.value]) ?? p.fallback;
      // A value a template needs and nothing provides fails the render, as a FreeMarker template does.
      if (s === undefined) throw new ApiError(400, `Unable to render template: the value "${p.value}" is missing`);
      return html ? escapeHtml(s) : s;
    })
    .join('');
}

/** Title and description of a notification type in HTML or plain text. */
export function renderNotification(
  type: NotificationType,
  values: Values,
  format: 'html' | 'plaintext',
): { title: string; description: string } {
  const template = TEMPLATES[type] ?? {
    title: [
      v(
        'title',
        type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
      ),
    ],
    description: [v('description', `A ${type} notification was raised on node `), v('node_id')],
  };
  const html = format === 'html';
  const description = render(template.description, values, html);
  return { title: render(template.title, values, html), description: html ? `<span>${description}</span>` : description };
}

/**
 * `POST /system/notification/message/{html|plaintext}/{type}[/{key}]` (Graylog's `SystemNotificationRenderResource`):
 * renders an active notification (authenticated only, as Graylog) with the posted `values`, its details and `node_id` (details win).
 */
export const notificationMessageRoutes: FastifyPluginAsync<{ notifications: NotificationService }> = async (app, { notifications }) => {
  const handle = (request: FastifyRequest, format: string, type: string, key: string | undefined) => {
    requireSubject(request);
    const lower = type.toLowerCase();
    // An unknown type fails the path parameter's conversion, which Jersey answers with 404.
    if ((format !== 'html' && format !== 'plaintext') || !isNotificationType(lower)) throw new ApiError(404, 'HTTP 404 Not Found');
    // The body is optional (`{values}`); values posted are merged under the notification's details.
    const body = request.body === undefined || request.body === null ? {} : readStrictObject(request.body, ['values']);
    const values = body['values'];
    if (values !== undefined && values !== null && !isObject(values))
      throw new ApiError(400, 'Unable to map property values: expected an object.');
    const posted = isObject(values) ? values : {};
    const active = notifications.list().find((n) => n.type === lower && (n.key ?? '') === (key ?? ''));
    if (!active) throw new ApiError(404, `Event type <${lower.toUpperCase()}/${key ?? 'null'}> is not currently active`);
    return renderNotification(lower, { ...posted, ...(active.details ?? {}), node_id: active.node_id }, format);
  };
  app.post<{ Params: { format: string; type: string } }>('/system/notification/message/:format/:type', async (request) =>
    handle(request, request.params.format, request.params.type, undefined),
  );
  app.post<{ Params: { format: string; type: string; key: string } }>('/system/notification/message/:format/:type/:key', async (request) =>
    handle(request, request.params.format, request.params.type, request.params.key),
  );
};

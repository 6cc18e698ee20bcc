import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requirePermission, requireSubject, type Subject } from '../auth/subject.js';
import { newObjectId, OBJECT_ID } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { queryString, readObject, slicePage } from '../http/body.js';
import type { EventNotification } from './model.js';
import { EMAIL_TYPE, notificationConfigJson, readNotification, validateNotification } from './notification-model.js';
import { NotificationError, testContext } from './notifier.js';
import { LEGACY_CALLBACKS } from './alarm-callback-routes.js';
import { bulk, failValidation, listParams, listQueryMatches, sortBy } from './route-helpers.js';
import type { EventRouteDeps } from './routes.js';

const NOTIFICATION_ATTRIBUTES = [
  { id: 'title', title: 'Title', type: 'STRING', sortable: true, filterable: false, searchable: true, hidden: false },
  { id: 'description', title: 'Description', type: 'STRING', sortable: true, filterable: false, searchable: true, hidden: false },
  { id: 'type', title: 'Type', type: 'STRING', sortable: true, filterable: false, searchable: true, hidden: false },
];

/** `/events/notifications` (ADMIN-API.md §7). */
export const notificationRoutes: FastifyPluginAsync<EventRouteDeps> = async (app, deps) => {
  const { store, notifier, now } = deps;

  const loadNotification = (request: FastifyRequest, id: string, permission: string) => {
    requirePermission(request, `${permission}:${id}`);
    const found = OBJECT_ID.test(id) ? store.notification(id) : undefined;
    if (!found) throw new ApiError(404, `Notification ${id} doesn't exist`);
    return found;
  };

  // Notifications

  const notificationJson = (n: EventNotification, secrets: Parameters<typeof notificationConfigJson>[1]) => ({
    ...n,
    config: notificationConfigJson(n.config, secrets),
  });
  const readableNotifications = (subject: Subject) =>
    store.notifications().filter((n) => subject.isPermitted(`eventnotifications:read:${n.id}`));
  const filterNotifications = (subject: Subject, query: string) =>
    readableNotifications(subject).filter((n) =>
      listQueryMatches(query, { id: n.id, title: n.title, description: n.description }, 'title'),
    );
  const withSecrets = (n: EventNotification) =>
    notificationJson(n, store.notification(n.id)?.secrets ?? { basic_auth: null, api_secret: null });

  app.get('/events/notifications/paginated', async (request) => {
    const subject = requireSubject(request);
    const { q, page, perPage, query, order } = listParams(request);
    const sort = queryString(q, 'sort') ?? 'title';
    const matching = filterNotifications(subject, query);
    const key = (n: EventNotification) =>
      sort === 'type' ? n.config.type : sort === 'description' ? n.description.toLowerCase() : n.title.toLowerCase();
    const elements = slicePage(sortBy(matching, key, order), page, perPage).map(withSecrets);
    return {
      query,
      pagination: { total: matching.length, count: elements.length, page, per_page: perPage },
      total: readableNotifications(subject).length,
      sort: sort === 'type' ? 'config.type' : sort,
      order,
      elements,
      attributes: NOTIFICATION_ATTRIBUTES,
      defaults: { sort: { id: 'title', direction: 'ASC' } },
    };
  });

  app.get('/events/notifications', async (request) => {
    const subject = requireSubject(request);
    const { page, perPage, query } = listParams(request);
    const matching = sortBy(filterNotifications(subject, query), (n) => n.title.toLowerCase(), 'asc');
    const elements = slicePage(matching, page, perPage).map(withSecrets);
    return {
      query,
      total: matching.length,
      page,
      per_page: perPage,
      count: elements.length,
      grand_total: readableNotifications(subject).length,
      notifications: elements,
    };
  });

  app.get('/events/notifications/legacy/types', async (request) => {
    requireSubject(request);
    return {
      types: Object.fromEntries(
        Object.entries(LEGACY_CALLBACKS).map(([type, t]) => [type, { name: t.name, configuration: t.configuration }]),
      ),
    };
  });

  app.get<{ Params: { id: string } }>('/events/notifications/:id', async (request) => {
    requireSubject(request);
    const { notification, secrets } = loadNotification(request, request.params.id, 'eventnotifications:read');
    return notificationJson(notification, secrets);
  });

  /** EventNotificationsResource#validateEmailConfiguration: an email notification needs the SMTP server it sends through. */
  const validateStored = (read: ReturnType<typeof readNotification>) => {
    const validation = validateNotification(read.title, read.config, read.secrets, read.keptSecret);
    if (read.config.type === EMAIL_TYPE && read.config['smtp_host'] === '')
      validation.add('config', 'Email transport is not configured in graylog.conf');
    return validation;
  };

  app.post('/events/notifications', async (request, reply) => {
    requirePermission(request, 'eventnotifications:create');
    const read = readNotification(request.body);
    const validation = validateStored(read);
    if (validation.failed) return failValidation(reply, validation.result());
    const notification: EventNotification = {
      id: newObjectId(now()),
      title: read.title,
      description: read.description,
      config: read.config,
    };
    store.saveNotification(notification, read.secrets);
    return notificationJson(notification, read.secrets);
  });

  app.put<{ Params: { id: string } }>('/events/notifications/:id', async (request, reply) => {
    requireSubject(request);
    const existing = loadNotification(request, request.params.id, 'eventnotifications:edit');
    const read = readNotification(request.body, existing.secrets);
    if (read.id !== existing.notification.id) throw new ApiError(400, "Notification IDs don't match");
    const validation = validateStored(read);
    if (validation.failed) return failValidation(reply, validation.result());
    const notification: EventNotification = {
      id: existing.notification.id,
      title: read.title,
      description: read.description,
      config: read.config,
    };
    store.saveNotification(notification, read.secrets);
    return notificationJson(notification, read.secrets);
  });

  app.delete<{ Params: { id: string } }>('/events/notifications/:id', async (request, reply) => {
    requireSubject(request);
    const { notification } = loadNotification(request, request.params.id, 'eventnotifications:delete');
    store.deleteNotification(notification.id);
    return reply.code(204).send();
  });

  // Graylog 5.1's entity table bulk action (3-administration.md §7 lists it with the definitions' ones).
  app.post('/events/notifications/bulk_delete', async (request) =>
    bulk(request, (id) => store.deleteNotification(loadNotification(request, id, 'eventnotifications:delete').notification.id)),
  );

  const test = async (subject: Subject, notification: EventNotification, secrets: Parameters<typeof notificationConfigJson>[1]) => {
    try {
      await notifier.send(notification, secrets, testContext(subject.username, now()));
    } catch (error) {
      if (error instanceof NotificationError) throw new ApiError(500, error.message);
      throw error;
    }
  };

  app.post<{ Params: { id: string } }>('/events/notifications/:id/test', async (request, reply) => {
    const subject = requireSubject(request);
    const { notification, secrets } = loadNotification(request, request.params.id, 'eventnotifications:edit');
    await test(subject, notification, secrets);
    return reply.code(200).send();
  });

  app.post('/events/notifications/test', async (request, reply) => {
    const subject = requirePermission(request, 'eventnotifications:create');
    const body = readObject(request.body, 'notification');
    // A saved notification's secrets stand in for `keep_value` (NotificationResourceHandler#prepareUpdate).
    const previous = typeof body['id'] === 'string' && OBJECT_ID.test(body['id']) ? store.notification(body['id'])?.secrets : undefined;
    const read = readNotification(body, previous);
    const validation = validateNotification(read.title, read.config, read.secrets, read.keptSecret);
    if (validation.failed) return failValidation(reply, validation.result());
    await test(subject, { id: read.id ?? '', title: read.title, description: read.description, config: read.config }, read.secrets);
    return reply.code(200).send();
  });
};

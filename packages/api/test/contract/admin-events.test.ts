// @vitest-environment jsdom
import http from 'node:http';
import { renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/ApiClient';
import { FetchError } from '../../src/client/FetchError';
import {
  useAlertCallbackTypes,
  useEventDefinition,
  useEventDefinitions,
  useEventEntityTypes,
  useEventNotification,
  useEventNotifications,
  useEventSearch,
  useLegacyNotificationTypes,
  useStreamAlarmCallbacks,
} from '../../src/hooks/adminHooks';
import { OtherAdminApi } from '../../src/calls/admin';
import { EventDefinitionsApi, EventNotificationsApi } from '../../src/calls/events';
import { backtestEventDefinition, useEventBacktest, type EventBacktest } from '../../src/hooks/eventBacktest';
import { previewEventAggregation } from '../../src/hooks/eventAggregationPreview';
import { ClusterConfigApi } from '../../src/calls/shell';
import { StreamsApi } from '../../src/calls/streamsInputs';
import {
  DEFAULT_EVENT_SEARCH,
  decodeEventDefinition,
  type EventDefinition,
  type EventNotification,
  type EventSearchResult,
} from '../../src/models/events';
import { tracked } from '../hookHarness';
import { openSession, settled } from './session';
import { freePort, ROOT_USERNAME, serverBuilt, SKIP_REASON, type RunningServer } from './server';

const DEFAULT_STREAM = '000000000000000000000001';

/** A definition as the console's form builds it (ADMIN-API.md §7.2). */
const draft = (title: string): EventDefinition =>
  decodeEventDefinition({
    title,
    description: 'contract',
    priority: 2,
    alert: false,
    config: {
      type: 'aggregation-v1',
      query: 'source:web',
      query_parameters: [],
      streams: [DEFAULT_STREAM],
      group_by: ['source'],
      series: [{ id: 'count-', function: 'count', field: null }],
      conditions: { expression: { expr: '>', left: { expr: 'number-ref', ref: 'count-' }, right: { expr: 'number', value: 10 } } },
      search_within_ms: 300_000,
      execute_every_ms: 300_000,
    },
    field_spec: {
      host: { data_type: 'string', providers: [{ type: 'template-v1', template: '${source.source}', require_values: false }] },
    },
    key_spec: ['host'],
    notification_settings: { grace_period_ms: 300_000, backlog_size: null },
    notifications: [],
    storage: [],
  });

describe.skipIf(!serverBuilt)(
  serverBuilt ? 'contract: events and alerts against the embedded server' : `contract: events and alerts (${SKIP_REASON})`,
  () => {
    let server: RunningServer;
    let client: ApiClient;
    let wrapper: ({ children }: { children: ReactNode }) => ReactNode;
    let hook: http.Server;
    let hookUrl = '';
    const received: Array<Record<string, unknown>> = [];

    beforeAll(async () => {
      ({ server, client, wrapper } = await openSession());
      hook = http.createServer((req, res) => {
        let data = '';
        req.on('data', (chunk: Buffer) => (data += chunk.toString()));
        req.on('end', () => {
          received.push(JSON.parse(data) as Record<string, unknown>);
          res.writeHead(200).end();
        });
      });
      await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
      hookUrl = `http://127.0.0.1:${(hook.address() as { port: number }).port}/alert`;
    }, 60_000);
    afterAll(async () => {
      await new Promise((resolve) => hook?.close(resolve));
      await server?.stop();
    });

    it('creates, validates, reads, schedules and deletes event definitions through the typed calls and hooks', async () => {
      const created = await EventDefinitionsApi.create(client, draft('Contract: busy hosts'), false);
      expect(created).toMatchObject({
        title: 'Contract: busy hosts',
        scope: 'DEFAULT',
        scheduler: { isScheduled: false },
        storage: [{ type: 'persist-to-streams-v1', streams: ['000000000000000000000002'] }],
      });
      const id = created.id ?? '';
      expect(await EventDefinitionsApi.validate(client, created)).toEqual({ failed: false, errors: {}, errorContext: {} });
      const invalid = await EventDefinitionsApi.validate(client, { ...created, config: { ...created.config, search_within_ms: 0 } });
      expect(invalid).toEqual({
        failed: true,
        errors: { search_within_ms: ['Filter & Aggregation search_within_ms must be greater than 0.'] },
        errorContext: {},
      });
      const refused = await EventDefinitionsApi.create(client, { ...draft(''), title: '' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(FetchError);
      expect((refused as FetchError).status).toBe(400);

      const updated = await EventDefinitionsApi.update(client, { ...created, description: 'changed' }, true);
      expect(updated).toMatchObject({ description: 'changed', scheduler: { isScheduled: true, status: 'runnable' } });
      await EventDefinitionsApi.unschedule(client, id);
      expect((await EventDefinitionsApi.get(client, id)).scheduler?.isScheduled).toBe(false);
      await EventDefinitionsApi.schedule(client, id);
      await EventDefinitionsApi.clearNotificationQueue(client, id);

      const { result } = renderHook(
        () => ({
          list: tracked(useEventDefinitions({ query: 'busy', sort: 'title', order: 'asc' })),
          one: tracked(useEventDefinition(id)),
          types: tracked(useEventEntityTypes()),
        }),
        { wrapper },
      );
      const hooks = await settled(result);
      expect(hooks['list']?.data).toMatchObject({
        total: 1,
        elements: [{ id, title: 'Contract: busy hosts', scheduler: { isScheduled: true } }],
      });
      expect(hooks['one']?.data).toMatchObject({ id, description: 'changed', keySpec: ['host'] });
      expect(hooks['types']?.data).toMatchObject({
        processorTypes: ['aggregation-v1'],
        aggregationFunctions: expect.arrayContaining(['count', 'avg']),
      });

      const second = await EventDefinitionsApi.create(client, draft('Contract: second'), true);
      expect(await EventDefinitionsApi.bulkUnschedule(client, [id, second.id ?? ''])).toEqual([]);
      expect(await EventDefinitionsApi.bulkSchedule(client, [id, '5f0c1a2b3c4d5e6f7a8b9c0d'])).toEqual([
        { entityId: '5f0c1a2b3c4d5e6f7a8b9c0d', failureExplanation: "Event definition <5f0c1a2b3c4d5e6f7a8b9c0d> doesn't exist" },
      ]);
      await EventDefinitionsApi.remove(client, second.id ?? '');
      expect(await EventDefinitionsApi.bulkDelete(client, [id])).toEqual([]);
      expect((await EventDefinitionsApi.paginated(client)).total).toBe(0);
    });

    it('lists the events a definition raised on received messages through the event search hook', async () => {
      const port = await freePort();
      await client.post('/system/inputs', {
        title: 'Contract events',
        type: 'org.graylog2.inputs.gelf.http.GELFHttpInput',
        global: true,
        configuration: { bind_address: '127.0.0.1', port },
      });
      await waitFor(
        async () => {
          const sent = await fetch(`http://127.0.0.1:${port}/gelf`, {
            method: 'POST',
            body: JSON.stringify({ version: '1.1', host: 'web', short_message: 'contract event' }),
          }).catch(() => null);
          expect(sent?.status).toBe(202);
        },
        { timeout: 10_000 },
      );
      for (let i = 0; i < 2; i++)
        await fetch(`http://127.0.0.1:${port}/gelf`, {
          method: 'POST',
          body: JSON.stringify({ version: '1.1', host: 'web', short_message: 'contract event' }),
        });
      await waitFor(async () => expect(await client.get('/count/total')).toMatchObject({ events: 3 }), { timeout: 10_000 });
      const definition = await EventDefinitionsApi.create(
        client,
        {
          ...draft('Contract: alerts list'),
          config: {
            ...draft('').config,
            group_by: [],
            conditions: { expression: { expr: '>', left: { expr: 'number-ref', ref: 'count-' }, right: { expr: 'number', value: 2 } } },
          },
        },
        false,
      );
      await client.post(`/events/definitions/${definition.id ?? ''}/execute`, {
        type: 'aggregation-v1',
        timerange: { type: 'relative', range: 600 },
        streams: [],
      });
      const request = {
        ...DEFAULT_EVENT_SEARCH,
        timerange: { type: 'relative' as const, range: 600 },
        filter: { alerts: 'include' as const, eventDefinitions: [definition.id ?? ''] },
      };
      const { result } = renderHook(() => ({ events: tracked(useEventSearch(request)) }), { wrapper });
      const hooks = await settled(result);
      const found = hooks['events']?.data as EventSearchResult;
      expect(found.totalEvents).toBe(1);
      expect(found.events[0]?.event).toMatchObject({
        eventDefinitionId: definition.id,
        eventDefinitionType: 'aggregation-v1',
        priority: 2,
      });
      expect(found.context.eventDefinitions[definition.id ?? '']).toMatchObject({ title: 'Contract: alerts list' });

      // The backtest of the same definition, unsaved: two runs over the last 10 minutes, the newest raises.
      const backtest = renderHook(
        () => ({
          backtest: tracked(useEventBacktest({ definition: { ...definition, id: null }, timerange: { type: 'relative', range: 600 } })),
        }),
        { wrapper },
      );
      const tested = (await settled(backtest.result))['backtest']?.data as EventBacktest;
      expect(tested).toMatchObject({
        executions: 2,
        total: 1,
        events: [{ message: 'Contract: alerts list - count()=3.0', groupByFields: {} }],
      });
      expect(tested.histogram.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(3);
      const invalid = await backtestEventDefinition(client, {
        definition: { ...definition, config: { ...definition.config, conditions: null } },
        timerange: { type: 'relative', range: 600 },
      }).catch((error: unknown) => error);
      expect((invalid as FetchError).status).toBe(400);
      expect((invalid as FetchError).responseMessage).toBe('Aggregation with series must also contain conditions');

      // Its aggregation preview over the last 5 minutes, grouped by source: web's three messages raise.
      const preview = await previewEventAggregation(client, {
        ...definition,
        id: null,
        config: { ...definition.config, group_by: ['source'] },
      });
      expect(preview).toMatchObject({ total: 1, raising: 1, groups: [{ key: ['web'], values: { 'count-': 3 }, wouldRaise: true }] });
      await EventDefinitionsApi.remove(client, definition.id ?? '');
    });

    it('creates, tests, reads and deletes notifications through the typed calls and hooks', async () => {
      const http1: EventNotification = {
        id: null,
        title: 'Contract webhook',
        description: 'posts alerts',
        config: { type: 'http-notification-v1', url: hookUrl, basic_auth: { set_value: 'u:p' } },
      };
      const created = await EventNotificationsApi.create(client, http1);
      expect(created.config).toMatchObject({
        type: 'http-notification-v1',
        url: hookUrl,
        basic_auth: { is_set: true },
        api_secret: { is_set: false },
      });
      const id = created.id ?? '';
      const updated = await EventNotificationsApi.update(client, { ...created, title: 'Contract webhook 2' });
      expect(updated).toMatchObject({ title: 'Contract webhook 2', config: { basic_auth: { is_set: true } } });

      // Off the allowlist the test fails as Graylog's does; once allowed, a sample event is POSTed.
      const blocked = await EventNotificationsApi.test(client, id).catch((e: unknown) => e);
      expect((blocked as FetchError).status).toBe(500);
      expect((blocked as FetchError).responseMessage).toBe(`URL <${hookUrl}> is not whitelisted.`);
      await ClusterConfigApi.updateUrlWhitelist(client, {
        entries: [{ id: 'contract', type: 'literal', title: 'contract hook', value: hookUrl }],
        disabled: false,
      });
      await EventNotificationsApi.test(client, id);
      await EventNotificationsApi.testUnsaved(client, { ...http1, title: 'Unsaved' });
      expect(received).toHaveLength(2);
      expect(received[0]).toMatchObject({
        event_definition_title: 'Event Definition Test Title',
        event: { message: `Notification test message triggered from user <${ROOT_USERNAME}>` },
      });
      const mail = await EventNotificationsApi.testUnsaved(client, {
        id: null,
        title: 'Mail',
        description: '',
        config: { type: 'email-notification-v1', email_recipients: ['ops@example.org'] },
      }).catch((e: unknown) => e);
      expect((mail as FetchError).status).toBe(500);

      const { result } = renderHook(
        () => ({
          list: tracked(useEventNotifications({ query: 'contract' })),
          one: tracked(useEventNotification(id)),
          legacy: tracked(useLegacyNotificationTypes()),
          callbackTypes: tracked(useAlertCallbackTypes()),
          streamCallbacks: tracked(useStreamAlarmCallbacks(DEFAULT_STREAM)),
        }),
        { wrapper },
      );
      const hooks = await settled(result);
      expect(hooks['list']?.data).toMatchObject({ total: 1, elements: [{ id, title: 'Contract webhook 2' }] });
      expect(hooks['one']?.data).toMatchObject({ id, config: { url: hookUrl } });
      expect(Object.keys(hooks['legacy']?.data as object)).toEqual([
        'org.graylog2.alarmcallbacks.EmailAlarmCallback',
        'org.graylog2.alarmcallbacks.HTTPAlarmCallback',
      ]);
      expect(hooks['callbackTypes']?.data).toMatchObject({
        'org.graylog2.alarmcallbacks.HTTPAlarmCallback': {
          name: 'HTTP Alarm Callback',
          configuration: [expect.objectContaining({ name: 'url' })],
        },
      });
      expect(hooks['streamCallbacks']?.data).toEqual([]);
      expect(await OtherAdminApi.alertCallbacks(client)).toEqual(hooks['callbackTypes']?.data);
      expect(await StreamsApi.alarmCallbacks(client, DEFAULT_STREAM)).toEqual([]);

      // A definition using the notification loses it when the notification goes.
      const definition = await EventDefinitionsApi.create(
        client,
        { ...draft('Contract: alerting'), notifications: [{ notificationId: id, notificationParameters: null }] },
        false,
      );
      expect(definition.alert).toBe(true);
      const second = await EventNotificationsApi.create(client, { ...http1, title: 'Contract second' });
      expect(await EventNotificationsApi.bulkDelete(client, [id, second.id ?? '', '5f0c1a2b3c4d5e6f7a8b9c0d'])).toEqual([
        { entityId: '5f0c1a2b3c4d5e6f7a8b9c0d', failureExplanation: "Notification 5f0c1a2b3c4d5e6f7a8b9c0d doesn't exist" },
      ]);
      expect((await EventDefinitionsApi.get(client, definition.id ?? '')).notifications).toEqual([]);
      expect((await EventNotificationsApi.paginated(client)).total).toBe(0);
      await EventNotificationsApi.remove(client, 'aaaaaaaaaaaaaaaaaaaaaaaa').catch((e: unknown) =>
        expect((e as FetchError).status).toBe(404),
      );
    });
  },
);

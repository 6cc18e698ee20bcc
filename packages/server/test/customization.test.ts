import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

const NOTIFICATIONS = '/api/system/cluster_config/org.graylog.plugins.customization.notifications';
const THEME = '/api/system/cluster_config/org.graylog.plugins.customization.theme';
const DEFAULTS_CONFIG = '/api/system/cluster_config/org.graylog2.configuration.IndexSetsDefaultConfiguration';
const INDEX_SET_DEFAULTS = '/api/system/indices/index_set_defaults';

const maintenance = {
  title: 'Maintenance',
  shortMessage: 'Graylog restarts at 18:00.',
  longMessage: 'Expect <b>five</b> minutes of downtime.',
  isActive: true,
  isDismissible: true,
  atLogin: false,
  isGlobal: true,
  variant: 'warning',
  hiddenTitle: false,
};

describe('public notifications customization', () => {
  it('is an empty map until something is stored', async () => {
    const res = await server.call('GET', NOTIFICATIONS, { as: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  it('stores the notifications map (202), answers it word for word and keeps it across restarts', async () => {
    const body = { '607468afaaa2380afe0757f1': maintenance };
    const put = await server.call('PUT', NOTIFICATIONS, { as: ADMIN, body });
    expect(put.statusCode).toBe(202);
    expect(put.json()).toEqual(body);
    await server.restart();
    const res = await server.call('GET', NOTIFICATIONS, { as: ADMIN });
    expect(res.json()).toEqual(body);
    // The short customization path reads the same entry.
    expect((await server.call('GET', '/api/system/customization/notifications', { as: ADMIN })).json()).toEqual(body);
  });

  it('fills in optional fields with defaults', async () => {
    const put = await server.call('PUT', NOTIFICATIONS, { as: ADMIN, body: { a1: { title: 'Hello', shortMessage: 'World' } } });
    expect(put.statusCode).toBe(202);
    expect(put.json()).toEqual({
      a1: {
        title: 'Hello',
        shortMessage: 'World',
        longMessage: '',
        isActive: false,
        isDismissible: false,
        atLogin: false,
        isGlobal: false,
        variant: 'default',
        hiddenTitle: false,
      },
    });
  });

  it('lets Readers read but not write', async () => {
    await server.call('PUT', NOTIFICATIONS, { as: ADMIN, body: { n1: maintenance } });
    const reader = await createUser(server, 'rex');
    const read = await server.call('GET', NOTIFICATIONS, { as: reader });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ n1: maintenance });
    const write = await server.call('PUT', NOTIFICATIONS, { as: reader, body: {} });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ type: 'ApiError', message: 'Not authorized' });
    expect((await server.call('PUT', '/api/system/customization/notifications', { as: reader, body: {} })).statusCode).toBe(403);
    expect((await server.call('GET', NOTIFICATIONS)).statusCode).toBe(401);
    expect((await server.call('GET', NOTIFICATIONS, { as: ADMIN })).json()).toEqual({ n1: maintenance });
  });

  it.each([
    ['a missing title', { n1: { ...maintenance, title: undefined } }],
    ['a blank short message', { n1: { ...maintenance, shortMessage: '  ' } }],
    ['an unknown variant', { n1: { ...maintenance, variant: 'purple' } }],
    ['a string flag', { n1: { ...maintenance, isActive: 'yes' } }],
    ['an unknown field', { n1: { ...maintenance, html: '<script>' } }],
    ['a non-object entry', { n1: 'Maintenance' }],
    ['a bad id', { 'no spaces please': maintenance }],
  ])('refuses %s with 400 and keeps the stored value', async (_what, body) => {
    await server.call('PUT', NOTIFICATIONS, { as: ADMIN, body: { n1: maintenance } });
    const res = await server.call('PUT', NOTIFICATIONS, { as: ADMIN, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: 'ApiError',
      message: 'Couldn\'t parse cluster configuration "org.graylog.plugins.customization.notifications".',
    });
    expect((await server.call('GET', NOTIFICATIONS, { as: ADMIN })).json()).toEqual({ n1: maintenance });
  });

  it('refuses a body that is not an object and prototype keys', async () => {
    const res = await server.call('PUT', NOTIFICATIONS, { as: ADMIN, body: [maintenance] });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('ApiError');
    const proto = await server.call('PUT', NOTIFICATIONS, {
      as: ADMIN,
      body: '{"__proto__": {"title": "x", "shortMessage": "y"}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(proto.statusCode).toBe(400);
    expect((await server.call('GET', NOTIFICATIONS, { as: ADMIN })).json()).toEqual({});
  });

  it('stores theme colours and refuses unknown customization keys', async () => {
    const theme = { light: { global: { background: '#eeeeee' } }, dark: {} };
    expect((await server.call('PUT', THEME, { as: ADMIN, body: theme })).statusCode).toBe(202);
    expect((await server.call('GET', '/api/system/customization/theme', { as: ADMIN })).json()).toEqual(theme);
    expect((await server.call('PUT', THEME, { as: ADMIN, body: { light: [1] } })).statusCode).toBe(400);
    const unknown = await server.call('GET', '/api/system/customization/nope', { as: ADMIN });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().type).toBe('ApiError');
  });

  it('lists the customization keys among the cluster config classes', async () => {
    const { classes } = (await server.call('GET', '/api/system/cluster_config', { as: ADMIN })).json() as { classes: string[] };
    expect(classes).toEqual(
      expect.arrayContaining(['org.graylog.plugins.customization.notifications', 'org.graylog.plugins.customization.theme']),
    );
  });
});

const defaults = {
  index_analyzer: 'standard',
  shards: 2,
  replicas: 1,
  index_optimization_max_num_segments: 1,
  index_optimization_disabled: false,
  field_type_refresh_interval: 10,
  field_type_refresh_interval_unit: 'SECONDS',
  rotation_strategy_class: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategy',
  rotation_strategy_config: {
    type: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategyConfig',
    max_docs_per_index: 1000,
  },
  retention_strategy_class: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategy',
  retention_strategy_config: {
    type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig',
    max_number_of_indices: 5,
  },
};

describe('index set defaults', () => {
  it('answers the defaults with the strategy aliases', async () => {
    const body = (await server.call('GET', DEFAULTS_CONFIG, { as: ADMIN })).json();
    expect(body.shards).toBe(1);
    expect(body.rotation_strategy).toEqual(body.rotation_strategy_config);
    expect(body.retention_strategy).toEqual(body.retention_strategy_config);
  });

  it('stores new defaults with PUT /system/indices/index_set_defaults and keeps them across restarts', async () => {
    const put = await server.call('PUT', INDEX_SET_DEFAULTS, { as: ADMIN, body: defaults });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      ...defaults,
      rotation_strategy: defaults.rotation_strategy_config,
      retention_strategy: defaults.retention_strategy_config,
    });
    await server.restart();
    const read = (await server.call('GET', DEFAULTS_CONFIG, { as: ADMIN })).json();
    expect(read).toMatchObject(defaults);
    expect(read.rotation_strategy).toEqual(defaults.rotation_strategy_config);
  });

  it('accepts the alias keys and echoes of a GET', async () => {
    const { rotation_strategy_config, retention_strategy_config, ...rest } = defaults;
    const put = await server.call('PUT', INDEX_SET_DEFAULTS, {
      as: ADMIN,
      body: { ...rest, rotation_strategy: rotation_strategy_config, retention_strategy: retention_strategy_config },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().rotation_strategy_config).toEqual(rotation_strategy_config);
    const echoed = (await server.call('GET', DEFAULTS_CONFIG, { as: ADMIN })).json();
    expect((await server.call('PUT', INDEX_SET_DEFAULTS, { as: ADMIN, body: echoed })).statusCode).toBe(200);
  });

  it('gives field errors for constraint violations', async () => {
    const res = await server.call('PUT', INDEX_SET_DEFAULTS, {
      as: ADMIN,
      body: { ...defaults, shards: 0, replicas: -1, index_analyzer: ' ', retention_strategy_config: undefined },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: 'ValidationApiError',
      message: 'Validation failed!',
      validation_errors: {
        index_analyzer: [{ error: 'must not be blank' }],
        shards: [{ error: 'must be greater than or equal to 1' }],
        replicas: [{ error: 'must be greater than or equal to 0' }],
        retention_strategy_config: [{ error: 'must not be null' }],
      },
    });
    expect((await server.call('GET', DEFAULTS_CONFIG, { as: ADMIN })).json().shards).toBe(1);
  });

  it('refuses unmappable bodies with an ApiError', async () => {
    const unknown = await server.call('PUT', INDEX_SET_DEFAULTS, { as: ADMIN, body: { ...defaults, colour: 'red' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().type).toBe('ApiError');
    expect(unknown.json().message).toMatch(/^Unable to map property colour\./);
    const wrongType = await server.call('PUT', INDEX_SET_DEFAULTS, { as: ADMIN, body: { ...defaults, shards: 'two' } });
    expect(wrongType.json()).toEqual({ type: 'ApiError', message: 'Unable to map property shards: expected an integer.' });
    const unit = await server.call('PUT', INDEX_SET_DEFAULTS, {
      as: ADMIN,
      body: { ...defaults, field_type_refresh_interval_unit: 'WEEKS' },
    });
    expect(unit.statusCode).toBe(400);
  });

  it('needs clusterconfigentry:create and :edit', async () => {
    const reader = await createUser(server, 'rex');
    const res = await server.call('PUT', INDEX_SET_DEFAULTS, { as: reader, body: defaults });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ type: 'ApiError', message: 'Not authorized' });
    expect((await server.call('PUT', INDEX_SET_DEFAULTS, { body: defaults })).statusCode).toBe(401);
  });
});

import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, apiClient, signIn } from './client';
import { startServer, type RunningServer } from './server';

// Content packs across two servers (issue 23): on one server a stream with a rule, a pipeline connected
// to it and a dashboard on the stream are chosen in System → Content packs → Create, the pack is
// downloaded; on a second, fresh server (its own data directory and port) the file is uploaded and
// installed from the console, and the stream, the pipeline with its rule and their connection exist there,
// and the dashboard opens with its widget.
test.describe.configure({ mode: 'serial' });

let source: RunningServer;
let fresh: RunningServer;
const sourceApi = apiClient(() => source);
const freshApi = apiClient(() => fresh);

const RULE = 'rule "e2e tag web"\nwhen has_field("http_method")\nthen\n  set_field("tier", "web");\nend';
const PIPELINE = 'pipeline "E2E web tiers"\nstage 0 match either\n  rule "e2e tag web";\nend';

async function json(response: Promise<Response>) {
  const res = await response;
  expect(res.ok, `${res.status} ${res.url}`).toBe(true);
  return res.status === 204 ? null : res.json();
}

test.beforeAll(async () => {
  // One after the other: two servers starting at once on a loaded machine can take more than their 30 s.
  source = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD });
  fresh = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD });
  const indexSet = (await json(sourceApi('GET', '/system/indices/index_sets'))).index_sets[0].id;
  const stream = await json(
    sourceApi('POST', '/streams', {
      title: 'E2E web servers',
      description: 'The web tier',
      index_set_id: indexSet,
      matching_type: 'AND',
      rules: [{ type: 1, field: 'source', value: 'web-1', inverted: false, description: '' }],
    }),
  );
  await json(sourceApi('POST', '/system/pipelines/rule', { source: RULE, description: '' }));
  const pipeline = await json(sourceApi('POST', '/system/pipelines/pipeline', { source: PIPELINE, description: '' }));
  await json(sourceApi('POST', '/system/pipelines/connections/to_pipeline', { pipeline_id: pipeline.id, stream_ids: [stream.stream_id] }));
  // A dashboard with one number widget counting the stream's messages.
  const search = await json(
    sourceApi('POST', '/views/search', {
      queries: [
        {
          id: 'q-web',
          timerange: { type: 'relative', from: 3600 },
          filter: { type: 'or', filters: [{ type: 'stream', id: stream.stream_id }] },
          query: { type: 'elasticsearch', query_string: '' },
          search_types: [
            {
              id: 'st-web',
              type: 'pivot',
              row_groups: [],
              column_groups: [],
              series: [{ type: 'count', id: 'count()' }],
              sort: [],
              rollup: true,
            },
          ],
        },
      ],
      parameters: [],
    }),
  );
  const config = { row_pivots: [], column_pivots: [], series: [{ config: { name: null }, function: 'count()' }], sort: [], rollup: true };
  await json(
    sourceApi('POST', '/views', {
      type: 'DASHBOARD',
      title: 'E2E web dashboard',
      search_id: search.id,
      state: {
        'q-web': {
          widgets: [{ id: 'w-web', type: 'aggregation', streams: [stream.stream_id], config: { ...config, visualization: 'numeric' } }],
          widget_mapping: { 'w-web': ['st-web'] },
          positions: { 'w-web': { col: 1, row: 1, height: 2, width: 4 } },
          titles: { widget: { 'w-web': 'Web requests' } },
        },
      },
    }),
  );
});

test.afterAll(async () => {
  await Promise.all([source?.stop(), fresh?.stop()]);
});

test('exports a content pack with a stream and a pipeline and installs it on a fresh server', async ({ page }) => {
  await signIn(page, source, '/system/contentpacks/create');
  await page.getByLabel('Name', { exact: true }).fill('E2E web tier');
  await page.getByLabel('Vendor (optional)').fill('e2e');
  await page.getByRole('checkbox', { name: 'E2E web servers' }).check();
  await page.getByRole('checkbox', { name: 'E2E web tiers' }).check();
  await page.getByRole('group', { name: 'Dashboards' }).getByRole('checkbox', { name: 'E2E web dashboard' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Parameter name')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  const entities = page.getByRole('table', { name: 'Entities of the content pack' });
  // The pipeline brings its rule; the stream is chosen, connected and shown on the dashboard.
  await expect(entities.getByRole('row')).toHaveCount(5);
  await expect(entities).toContainText('e2e tag web');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await (await downloaded).path();
  const pack = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(pack.name).toBe('E2E web tier');
  expect(pack.entities.map((e: { type: { name: string } }) => e.type.name).sort()).toEqual([
    'dashboard',
    'pipeline',
    'pipeline_rule',
    'stream',
  ]);

  // The second server knows nothing of them.
  const before = await json(freshApi('GET', '/streams'));
  expect(before.streams.some((s: { title: string }) => s.title === 'E2E web servers')).toBe(false);

  await page.context().clearCookies();
  await signIn(page, fresh, '/system/contentpacks');
  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload content pack' });
  await upload.getByLabel('Content pack file (optional)').setInputFiles(file);
  await expect(upload.getByLabel('Content pack', { exact: true })).not.toHaveValue('');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Content pack E2E web tier uploaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Install E2E web tier' }).click();
  const install = page.getByRole('dialog', { name: 'Install content pack E2E web tier' });
  await install.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByText('Content pack E2E web tier installed.')).toBeVisible();

  const streams = (await json(freshApi('GET', '/streams'))).streams as Array<{
    id: string;
    title: string;
    rules: Array<{ value: string }>;
  }>;
  const stream = streams.find((s) => s.title === 'E2E web servers');
  expect(stream?.rules.map((r) => r.value)).toEqual(['web-1']);
  const pipelines = (await json(freshApi('GET', '/system/pipelines/pipeline'))) as Array<{
    id: string;
    title: string;
    stages: unknown[];
  }>;
  const pipeline = pipelines.find((p) => p.title === 'E2E web tiers');
  expect(pipeline?.stages).toEqual([{ stage: 0, match: 'EITHER', rules: ['e2e tag web'] }]);
  const connection = await json(freshApi('GET', `/system/pipelines/connections/${stream!.id}`));
  expect(connection.pipeline_ids).toEqual([pipeline!.id]);

  // And the console of the fresh server shows the pipeline, and the dashboard with its widget.
  await page.goto(`${fresh.url}/system/pipelines`);
  await expect(page.getByRole('link', { name: 'E2E web tiers' })).toBeVisible();
  await page.goto(`${fresh.url}/dashboards`);
  await page.getByRole('link', { name: 'E2E web dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'E2E web dashboard' })).toBeVisible();
  // Its number is drawn from the installed search on the installed stream (no messages there yet), without an error.
  const widget = page.getByRole('group', { name: 'Web requests' });
  await expect(widget.getByLabel('Web requests: N/A')).toBeVisible();
  await expect(widget.getByRole('alert')).toHaveCount(0);
});

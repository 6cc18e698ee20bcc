import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, apiClient, signIn } from './client';
import { startServer, type RunningServer } from './server';

// Sidecars against the real server (issue 25): a client that speaks the protocol of the Graylog Sidecar
// agent (collector-sidecar api/graylog.go: the registration body, the headers, ETag revalidation) registers,
// gets the Filebeat configuration assigned to it on the administration page, reports the collector failing,
// and receives the restart asked for on its status page on its next poll. The console shows each step.
test.describe.configure({ mode: 'serial' });

const NODE_ID = '0ec4c2eb-6240-4f34-a0b2-00d075a50bb3';
const VERSION = '1.4.0';

interface Registration {
  status: number;
  etag: string;
  body: {
    configuration: { update_interval: number; send_status: boolean };
    configuration_override: boolean;
    actions: { collector_id: string; properties: Record<string, boolean> }[] | null;
    assignments: { collector_id: string; configuration_id: string }[];
  } | null;
}

/** What the agent does each poll, with the API token of the graylog-sidecar user. */
class SidecarAgent {
  private registrationEtag = '';
  readonly configurationEtags = new Map<string, string>();

  constructor(
    private readonly server: () => RunningServer,
    private readonly token: string,
  ) {}

  private headers(etag: string): Record<string, string> {
    return {
      Authorization: `Basic ${Buffer.from(`${this.token}:token`).toString('base64')}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'User-Agent': `Graylog Collector v${VERSION}`,
      'X-Graylog-Sidecar-Version': VERSION,
      // Graylog 5.1 refuses a PUT without it (VerboseCsrfProtectionFilter).
      'X-Requested-By': 'Graylog Sidecar',
      // The agent keeps the ETag header as it came (quoted) and quotes it once more.
      ...(etag ? { 'If-None-Match': `"${etag}"` } : {}),
    };
  }

  /** PUT /sidecars/{nodeId}: registration with node details, metrics and collector statuses. */
  async poll(
    collectors: { collector_id: string; configuration_id: string; status: number; message: string; verbose_message: string }[] = [],
  ) {
    const failing = collectors.filter((c) => c.status === 2).length;
    const running = collectors.filter((c) => c.status === 0).length;
    const res = await fetch(`${this.server().url}/api/sidecars/${NODE_ID}`, {
      method: 'PUT',
      headers: this.headers(this.registrationEtag),
      body: JSON.stringify({
        node_name: 'web-frontend-1',
        node_details: {
          operating_system: 'Linux',
          ip: '10.1.2.3',
          metrics: { disks_75: [], cpu_idle: 97.1, load_1: 0.12 },
          status: {
            status: failing > 0 ? 2 : 0,
            message: `${running} running / 0 stopped / ${failing} failing`,
            collectors,
          },
          collector_configuration_directory: '/var/lib/graylog-sidecar/generated',
          tags: [],
        },
      }),
    });
    this.registrationEtag = res.headers.get('etag') ?? '';
    const registration: Registration = {
      status: res.status,
      etag: this.registrationEtag,
      body: res.status === 202 ? await res.json() : null,
    };
    return registration;
  }

  /** GET /sidecar/configurations/render/{nodeId}/{configurationId}, revalidated with the ETag kept. */
  async fetchConfiguration(configurationId: string) {
    const res = await fetch(`${this.server().url}/api/sidecar/configurations/render/${NODE_ID}/${configurationId}`, {
      headers: this.headers(this.configurationEtags.get(configurationId) ?? ''),
    });
    this.configurationEtags.set(configurationId, res.headers.get('etag') ?? '');
    return { status: res.status, body: res.status === 200 ? ((await res.json()) as { template: string; collector_id: string }) : null };
  }
}

let server: RunningServer;
let page: Page;
let agent: SidecarAgent;
let filebeatId = '';
let configurationId = '';
const asAdmin = apiClient(() => server);

test.beforeAll(async ({ browser }) => {
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD, SIFT_DEMO_DATA: 'off' });
  const token = await asAdmin('POST', '/users/graylog-sidecar/tokens/e2e-agent', {});
  expect(token.status).toBe(200);
  agent = new SidecarAgent(() => server, ((await token.json()) as { token: string }).token);
  page = await (await browser.newContext({ colorScheme: 'light' })).newPage();
  await signIn(page, server, '/system/sidecars/configuration/new');
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

test('a Filebeat configuration is created from the collector default template, with a variable', async () => {
  expect(
    (await asAdmin('POST', '/sidecar/configuration_variables', { name: 'beats_output', description: '', content: 'graylog:5044' })).status,
  ).toBe(200);
  const form = page.getByRole('form', { name: 'Create configuration' });
  await form.getByRole('textbox', { name: 'Name' }).fill('web logs');
  await form.getByRole('combobox', { name: 'Collector' }).selectOption({ label: 'filebeat on linux' });
  const template = form.getByRole('textbox', { name: 'Template' });
  await expect(template).toHaveValue(/fields.gl2_source_collector: \$\{sidecar.nodeId\}/);
  await template.fill('fields.gl2_source_collector: ${sidecar.nodeId}\noutput.logstash:\n  hosts: ["${user.beats_output}"]');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByLabel('Template preview')).toHaveText(
    /gl2_source_collector: <node id>\s+output.logstash:\s+hosts: \["graylog:5044"\]/,
  );
  await form.getByRole('button', { name: 'Create configuration' }).click();
  await expect(page.getByRole('table', { name: 'Configurations' }).getByRole('link', { name: 'web logs' })).toBeVisible();
  const list = (await (await asAdmin('GET', '/sidecar/configurations')).json()) as {
    configurations: { id: string; collector_id: string }[];
  };
  configurationId = list.configurations[0]!.id;
  filebeatId = list.configurations[0]!.collector_id;
});

test('the Sidecar registers and the overview lists it running', async () => {
  const first = await agent.poll();
  expect(first.status).toBe(202);
  expect(first.body).toEqual({
    configuration: { update_interval: 30, send_status: true },
    configuration_override: false,
    actions: null,
    assignments: [],
  });
  // Nothing changed: the next poll is answered 304 with the same ETag.
  const second = await agent.poll();
  expect(second.status).toBe(304);
  expect(second.etag).toBe(first.etag);

  await page.getByRole('link', { name: 'Overview' }).click();
  const table = page.getByRole('table', { name: 'Sidecars' });
  await expect(table.getByRole('link', { name: 'web-frontend-1' })).toBeVisible();
  await expect(table.getByText('Running', { exact: true })).toBeVisible();
  await expect(table.getByText('1.4.0')).toBeVisible();
});

test('the configuration assigned on the administration page reaches the Sidecar, rendered for it', async () => {
  await page.getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('combobox', { name: 'Configuration of filebeat on web-frontend-1' }).selectOption({ label: 'web logs' });
  await expect
    .poll(async () => (await agent.poll()).body?.assignments)
    .toEqual([{ collector_id: filebeatId, configuration_id: configurationId, assigned_from_tags: [] }]);
  const rendered = await agent.fetchConfiguration(configurationId);
  expect(rendered.status).toBe(200);
  expect(rendered.body?.template).toBe(`fields.gl2_source_collector: ${NODE_ID}\noutput.logstash:\n  hosts: ["graylog:5044"]\n`);
  expect((await agent.fetchConfiguration(configurationId)).status).toBe(304);
});

test('a failing collector shows on the status page and in failure tracking; a restart reaches the Sidecar on its next poll', async () => {
  const failing = {
    collector_id: filebeatId,
    configuration_id: configurationId,
    status: 2,
    message: 'Collector exits immediately!',
    verbose_message: 'Exiting: error loading config file: yaml: line 3: mapping values are not allowed',
  };
  await agent.poll([failing]);
  await page.goto(`${server.url}/system/sidecars/${NODE_ID}/status`);
  const collectors = page.getByRole('table', { name: 'Collectors' });
  const row = collectors.getByRole('row', { name: /filebeat/ });
  await expect(row.getByText('Failing', { exact: true })).toBeVisible();
  await expect(row.getByText('Collector exits immediately!')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('sidecar-status.png'), fullPage: true });

  await row.getByRole('button', { name: 'Restart filebeat' }).click();
  await expect(page.getByText('The restart reaches the Sidecar on its next report.')).toBeVisible();
  const next = await agent.poll([failing]);
  expect(next.status).toBe(202);
  expect(next.body?.actions).toEqual([{ collector_id: filebeatId, properties: { restart: true } }]);
  // An action goes out once.
  expect((await agent.poll([failing])).body?.actions ?? null).toBeNull();

  await page.getByRole('link', { name: 'Failure Tracking' }).click();
  const failures = page.getByRole('table', { name: 'Failing collectors' });
  await expect(failures.getByRole('link', { name: 'web-frontend-1' })).toBeVisible();
  await expect(failures.getByText(failing.verbose_message)).toBeVisible();
});

test('a Sidecar that stops reporting is inactive after the inactive threshold, and unknown once the server has swept', async () => {
  // Graylog's inactive threshold is one minute; set to five seconds here, the server sweeps as often.
  await asAdmin('PUT', '/system/cluster_config/org.graylog.plugins.sidecar.system.SidecarConfiguration', {
    sidecar_update_interval: 'PT30S',
    sidecar_send_status: true,
    sidecar_configuration_override: false,
    sidecar_expiration_threshold: 'P14D',
    sidecar_inactive_threshold: 'PT5S',
  });
  await agent.poll();
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByText(/^1 Sidecar has stopped reporting/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Include inactive Sidecars' }).check();
  const row = page.getByRole('table', { name: 'Sidecars' }).getByRole('row', { name: /web-frontend-1/ });
  await expect(row.getByText('Not reporting: no report within the inactive threshold (Sidecars System configuration)')).toBeVisible();
  await expect(row.getByText('Unknown', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('Received no ping signal from sidecar')).toBeVisible();
});

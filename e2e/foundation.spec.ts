import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from './server';

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({ SIFT_ROOT_PASSWORD: 'e2e-root-password' });
});

test.afterAll(async () => {
  await server.stop();
});

test('one process serves the API under /api', async ({ request }) => {
  const hello = await request.get(`${server.url}/api/`);
  expect(hello.status()).toBe(200);
  expect(await hello.json()).toMatchObject({ version: '5.1.13', product: 'Sift' });
  const lb = await request.get(`${server.url}/api/system/lbstatus`);
  expect(await lb.text()).toBe('ALIVE');
});

test('the console shows the sign-in page on the login layout, free of axe violations', async ({ page }) => {
  await page.goto(`${server.url}/`);
  await expect(page.getByText('Data. Insights. Answers.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to Sift' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test('deep links are served by the console too', async ({ page }) => {
  await page.goto(`${server.url}/search?q=error`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the theme follows the system colour scheme when nothing is stored', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'noir');
  await context.close();
  const light = await browser.newContext({ colorScheme: 'light' });
  const lightPage = await light.newPage();
  await lightPage.goto(`${server.url}/`);
  await expect(lightPage.locator('html')).toHaveAttribute('data-theme', 'teint');
  await light.close();
});

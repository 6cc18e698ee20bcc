import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import '../ConfigurationsPage';
import { themeOverrideCss } from '../../shell/ThemeOverrides';
import { json, USER_WIRE } from '../../testing/fakeApi';
import { findDialog } from '../../testing/findDialog';
import { renderApp } from '../../testing/renderApp';

const PAGE = { timeout: 10_000 };
const THEME = '/system/cluster_config/org.graylog.plugins.customization.theme';
const ADMIN = {
  'GET /users/jane': { ...USER_WIRE, permissions: ['*'] },
  'GET /system/messageprocessors/config': { processor_order: [], disabled_processors: [] },
};

afterEach(() => toast.clear());

const overrideStyle = () => document.querySelector('style[data-sift-theme-overrides]')?.textContent ?? '';

describe('System -> Configurations: theme colours', { timeout: 60_000 }, () => {
  it('overrides a colour of the light mode, stores it and applies it to the console at once', async () => {
    let stored: Record<string, unknown> = {};
    const { api } = renderApp(
      {
        ...ADMIN,
        [`GET ${THEME}`]: () => stored,
        [`PUT ${THEME}`]: (call: { body: Record<string, unknown> }) => {
          stored = call.body;
          return json(stored, 202);
        },
      },
      '/system/configurations',
    );
    const panel = (await screen.findByRole('heading', { name: 'Theme colours', level: 2 }, PAGE)).closest('section') ?? document.body;
    expect(await within(panel).findByText('The theme’s own colours are used.')).toBeInTheDocument();
    expect(overrideStyle()).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Edit configuration: Theme colours' }));
    const dialog = await findDialog('dialog', { name: 'Update theme colours' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Override primary in Light mode' }));
    expect(within(dialog).getByLabelText('primary colour in Light mode')).toHaveValue('#1f6feb');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT' && c.path === THEME)?.body).toEqual({ teint: { primary: { main: '#1f6feb' } } });
    expect(await within(panel).findByText('Light mode: primary #1f6feb')).toBeInTheDocument();
    await expect.poll(overrideStyle, PAGE).toContain("[data-theme='teint']");
    expect(overrideStyle()).toContain('--sift-primary-main: #1f6feb;');
  });
});

describe('themeOverrideCss', () => {
  it('writes hex colours of known intents only, scoped by mode', () => {
    const css = themeOverrideCss({
      teint: { primary: { main: '#0055aa' } },
      noir: { danger: { main: 'red;} body{display:none' }, success: { main: '#0f0' } },
    });
    expect(css).toBe("[data-theme='teint'] {\n  --sift-primary-main: #0055aa;\n}\n[data-theme='noir'] {\n  --sift-success-main: #0f0;\n}");
    expect(themeOverrideCss({})).toBe('');
  });
});

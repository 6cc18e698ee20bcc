import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE, type FakeCall } from '../../testing/fakeApi';
import { findDialog } from '../../testing/findDialog';
import { renderApp } from '../../testing/renderApp';
import { PIPELINE_ROUTES, ruleWire } from './pipelineFixtures';
import { NEW_RULE_SOURCE } from './ruleLanguage';

const ADMIN = { ...PIPELINE_ROUTES, 'GET /users/jane': { ...USER_WIRE, permissions: ['*'] } };
const UNDECLARED = { type: 'undeclared_function', line: 3, position_in_line: 2, reason: 'Unknown function has_feld in line 3 pos 2' };
/** The parser: sources that call `has_feld` are refused. */
const parse = (call: FakeCall) => {
  const { source } = call.body as { source: string };
  return source.includes('has_feld') ? json([UNDECLARED], 400) : { ...ruleWire('x', 'x'), id: null, source };
};
const parseCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.path === '/system/pipelines/rule/parse').map((c) => (c.body as { source: string }).source);

afterEach(() => toast.clear());

describe('System → Pipelines → Rules', { timeout: 30_000 }, () => {
  it('lists the rules with the pipelines that use them, and deletes one after confirmation', async () => {
    const { api } = renderApp({ ...ADMIN, 'DELETE /system/pipelines/rule/r2': undefined }, '/system/pipelines/rules');
    const table = await screen.findByRole('table', { name: 'Rules' });
    const row = within(table).getByRole('link', { name: 'tag slow requests' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Marks requests over 500 ms')).toBeInTheDocument();
    expect(within(row).getAllByText('2026-11-20 09:30:00')).toHaveLength(2);
    expect(await within(row).findByText('4.25 msg/s')).toBeInTheDocument();
    expect(within(row).getByText('0.5 errors/s')).toBeInTheDocument();
    expect(await within(row).findByRole('link', { name: 'Web traffic' })).toHaveAttribute('href', '/system/pipelines/p1');
    expect(screen.getByRole('link', { name: 'Create rule' })).toHaveAttribute('href', '/system/pipelines/rules/new');
    await userEvent.click(screen.getByRole('button', { name: 'Delete rule lowercase source' }));
    const confirm = await findDialog('alertdialog', { name: 'Delete rule' });
    expect(
      within(confirm).getByText(
        'Do you really want to delete the rule "lowercase source"? Pipelines that use it treat it as a rule that never matches.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/system/pipelines/rule/r2')).toBe(true));
  });

  it('parses the source once typing pauses and shows the errors at their line and column', async () => {
    const { api } = renderApp({ ...ADMIN, 'POST /system/pipelines/rule/parse': parse }, '/system/pipelines/rules/new');
    const editor = await screen.findByLabelText('Rule source');
    expect(editor).toHaveValue(NEW_RULE_SOURCE);
    const broken = NEW_RULE_SOURCE.replace('has_field', 'has_feld');
    // Two changes in one go: only the last one is parsed.
    fireEvent.change(editor, { target: { value: `${broken} ` } });
    fireEvent.change(editor, { target: { value: broken } });
    expect(await screen.findByText('Line 3, column 3: Unknown function has_feld in line 3 pos 2')).toBeInTheDocument();
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(parseCalls(api.calls).filter((s) => s !== NEW_RULE_SOURCE)).toEqual([broken]);
    fireEvent.change(editor, { target: { value: NEW_RULE_SOURCE } });
    await waitFor(() => expect(screen.queryByText(/Line 3, column 3/)).toBeNull());
  });

  it('completes function names with their signatures', async () => {
    renderApp({ ...ADMIN, 'POST /system/pipelines/rule/parse': parse }, '/system/pipelines/rules/new');
    const editor = await screen.findByLabelText('Rule source');
    await screen.findByRole('link', { name: 'Manage rules' });
    await userEvent.clear(editor);
    await userEvent.type(editor, 'to_');
    const list = await screen.findByRole('listbox', { name: 'Completions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['to_long(value: Object): Long', 'to_string(value: Object, [default: String]): String']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(editor).toHaveValue('to_string(');
  });

  it('creates a rule, showing a refused source at its line, then going back to the rules', async () => {
    let created: unknown;
    const { api } = renderApp(
      {
        ...ADMIN,
        'POST /system/pipelines/rule/parse': parse,
        'POST /system/pipelines/rule': (call: FakeCall) => {
          const { source } = call.body as { source: string };
          if (source.includes('has_feld')) return json([UNDECLARED], 400);
          created = call.body;
          return ruleWire('r9', 'my new rule', 'Checks messages', source);
        },
      },
      '/system/pipelines/rules/new',
    );
    const editor = await screen.findByLabelText('Rule source');
    await userEvent.type(screen.getByLabelText('Description (optional)'), 'Checks messages');
    fireEvent.change(editor, { target: { value: NEW_RULE_SOURCE.replace('has_field', 'has_feld') } });
    await userEvent.click(screen.getByRole('button', { name: 'Create rule' }));
    expect(await screen.findByText('Line 3, column 3: Unknown function has_feld in line 3 pos 2')).toBeInTheDocument();
    fireEvent.change(editor, { target: { value: NEW_RULE_SOURCE } });
    await userEvent.click(screen.getByRole('button', { name: 'Create rule' }));
    expect(await screen.findByText('Rule "my new rule" saved.')).toBeInTheDocument();
    expect(created).toEqual({ description: 'Checks messages', source: NEW_RULE_SOURCE });
    await waitFor(() => expect(window.location.pathname).toBe('/system/pipelines/rules'));
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/system/pipelines/rule')).toHaveLength(2);
  });

  it('updates a rule by its id', async () => {
    const { api } = renderApp(
      { ...ADMIN, 'POST /system/pipelines/rule/parse': parse, 'PUT /system/pipelines/rule/r1': ruleWire('r1', 'tag slow requests') },
      '/system/pipelines/rules/r1',
    );
    const editor = await screen.findByLabelText('Rule source');
    expect((editor as HTMLTextAreaElement).value).toContain('to_long($message.took_ms, 0) > 500');
    fireEvent.change(editor, { target: { value: (editor as HTMLTextAreaElement).value.replace('500', '800') } });
    await userEvent.click(screen.getByRole('button', { name: 'Update rule' }));
    await waitFor(() =>
      expect((api.calls.find((c) => c.method === 'PUT')?.body as { source: string }).source).toContain(
        'to_long($message.took_ms, 0) > 800',
      ),
    );
  });

  it('shows a rule read-only to a user who may read but not edit it', async () => {
    renderApp(
      { ...PIPELINE_ROUTES, 'GET /users/jane': { ...USER_WIRE, permissions: ['pipeline_rule:read', 'pipeline:read'] } },
      '/system/pipelines/rules/r1',
    );
    const editor = await screen.findByLabelText('Rule source');
    expect(editor).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update rule' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { View, WidgetPosition } from '@sift/api';
import { SiftThemeProvider } from '@sift/ui';
import { ConsoleFrame } from '../../../storybook/ConsoleFrame';
import { adminUser } from '../../../storybook/storyData';
import { SearchResults } from '../SearchResults';
import { SearchHarness } from '../storybook/SearchHarness';
import { searchStorySwrData, storyJob, storyView } from '../storybook/searchStoryData';
import { queryState, widgetTitle } from '../viewState';

// Keyboard on the widget grid (issue 19, "Beyond Graylog"): a widget that has the keyboard focus moves with
// the arrow keys, resizes with Shift+arrows, fills the page with `f` and goes back with Escape.

beforeAll(() => {
  // The chart of the "Message Count" widget measures itself.
  if (!('ResizeObserver' in globalThis)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
});

/** Renders the default widgets (Message Count on row 1, All Messages below) and records every view change. */
function renderResults(editable = true) {
  const views: View[] = [];
  render(
    <SiftThemeProvider mode="teint">
      <ConsoleFrame user={adminUser} path="/search" data={searchStorySwrData}>
        <SearchHarness initialView={storyView()} job={storyJob()}>
          {(args) => (
            <SearchResults
              {...args}
              editable={editable}
              lockToggle
              onViewChange={(next) => {
                views.push(next);
                args.onViewChange(next);
              }}
            />
          )}
        </SearchHarness>
      </ConsoleFrame>
    </SiftThemeProvider>,
  );
  /** Positions by widget title in the last view the grid asked for. */
  const positions = (): Record<string, WidgetPosition> => {
    const last = views.at(-1);
    if (!last) return {};
    const state = queryState(last, Object.keys(last.state)[0] ?? '');
    return Object.fromEntries(state.widgets.map((w) => [widgetTitle(state, w), state.positions[w.id]!]));
  };
  return { views, positions };
}

describe('widget grid keyboard', () => {
  it('moves the widget with the keyboard focus down past the next one and back up with the arrow keys', async () => {
    const { positions } = renderResults();
    const count = await screen.findByRole('group', { name: 'Message Count' });
    count.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(positions()['Message Count']).toMatchObject({ col: 1, row: 7 });
    expect(positions()['All Messages']).toMatchObject({ col: 1, row: 1 });
    expect(screen.getByRole('group', { name: 'Message Count' })).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    expect(positions()['Message Count']).toMatchObject({ col: 1, row: 1 });
    expect(positions()['All Messages']).toMatchObject({ col: 1, row: 3 });
  });

  it('resizes the widget with Shift and the arrow keys, and moves a narrower one sideways', async () => {
    const { positions } = renderResults();
    (await screen.findByRole('group', { name: 'Message Count' })).focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(positions()['Message Count']).toEqual({ col: 1, row: 1, width: 11, height: 2 });
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(positions()['Message Count']).toEqual({ col: 1, row: 1, width: 11, height: 3 });
    expect(positions()['All Messages']).toMatchObject({ row: 4 });
    await userEvent.keyboard('{ArrowRight}');
    expect(positions()['Message Count']).toEqual({ col: 2, row: 1, width: 11, height: 3 });
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(positions()['Message Count']).toEqual({ col: 2, row: 1, width: 11, height: 2 });
  });

  it('focuses the widget with f and leaves focus with Escape, keeping the keyboard focus on it', async () => {
    renderResults();
    (await screen.findByRole('group', { name: 'Message Count' })).focus();
    await userEvent.keyboard('f');
    expect(screen.queryByRole('group', { name: 'All Messages' })).toBeNull();
    const focused = screen.getByRole('group', { name: 'Message Count' });
    expect(focused).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Actions of Message Count' }));
    expect(await screen.findByRole('menuitem', { name: 'Un-focus' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    focused.focus();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('group', { name: 'All Messages' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Message Count' })).toHaveFocus();
  });

  it('leaves keys typed into a control of the widget alone', async () => {
    const { views } = renderResults();
    const count = await screen.findByRole('group', { name: 'Message Count' });
    await userEvent.dblClick(screen.getByText('Message Count', { selector: 'h2' }));
    const title = screen.getByRole('textbox', { name: 'Widget title' });
    await userEvent.type(title, 'f{ArrowDown}');
    expect(title).toHaveValue('Message Countf');
    expect(screen.getByRole('group', { name: 'All Messages' })).toBeInTheDocument();
    expect(views).toHaveLength(0);
    expect(count).toBeInTheDocument();
  });

  it('neither moves nor resizes widgets of a locked or read-only grid, where f still focuses', async () => {
    const { views } = renderResults();
    await userEvent.click(await screen.findByRole('button', { name: 'Lock widgets' }));
    screen.getByRole('group', { name: 'Message Count' }).focus();
    await userEvent.keyboard('{ArrowDown}{Shift>}{ArrowLeft}{/Shift}');
    expect(views).toHaveLength(0);
    await userEvent.keyboard('f');
    expect(screen.queryByRole('group', { name: 'All Messages' })).toBeNull();
  });

  it('neither moves nor resizes widgets of a read-only grid', async () => {
    const { views } = renderResults(false);
    (await screen.findByRole('group', { name: 'Message Count' })).focus();
    await userEvent.keyboard('{ArrowDown}{Shift>}{ArrowRight}{/Shift}');
    expect(views).toHaveLength(0);
  });
});

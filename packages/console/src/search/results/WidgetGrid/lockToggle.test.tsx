import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SiftThemeProvider } from '@sift/ui';
import { ConsoleFrame } from '../../../storybook/ConsoleFrame';
import { adminUser } from '../../../storybook/storyData';
import { SearchResults } from '../SearchResults';
import { SearchHarness } from '../storybook/SearchHarness';
import { searchStorySwrData, storyJob, storyView } from '../storybook/searchStoryData';
import { WIDGET_DRAG_HANDLE_CLASS } from '../WidgetFrame/WidgetFrame';

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

function renderResults(editable: boolean, lockToggle = true) {
  return render(
    <SiftThemeProvider mode="teint">
      <ConsoleFrame user={adminUser} path="/search" data={searchStorySwrData}>
        <SearchHarness initialView={storyView()} job={storyJob()}>
          {(args) => <SearchResults {...args} editable={editable} lockToggle={lockToggle} />}
        </SearchHarness>
      </ConsoleFrame>
    </SiftThemeProvider>,
  );
}

const dragHandles = (container: HTMLElement) => container.querySelectorAll(`.${WIDGET_DRAG_HANDLE_CLASS}`);
/** Resize handles react-grid-layout shows: a non-resizable item gets `react-resizable-hide`, which hides its handle. */
const resizeHandles = (container: HTMLElement) =>
  container.querySelectorAll('.react-grid-item:not(.react-resizable-hide) > .react-resizable-handle');
/** Items react-grid-layout lets drag. */
const draggableItems = (container: HTMLElement) => container.querySelectorAll('.react-grid-item.react-draggable');

describe('widget grid lock toggle', () => {
  it('locks the grid (no drag handles, no resize handles) and unlocks it again', async () => {
    const { container } = renderResults(true);
    await screen.findByRole('group', { name: 'Message Count' });
    expect(dragHandles(container)).toHaveLength(2);
    expect(draggableItems(container)).toHaveLength(2);
    expect(resizeHandles(container).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Lock widgets' }));
    expect(screen.getByRole('button', { name: 'Unlock widgets' })).toBeInTheDocument();
    expect(dragHandles(container)).toHaveLength(0);
    expect(draggableItems(container)).toHaveLength(0);
    expect(resizeHandles(container)).toHaveLength(0);
    // Locking the layout keeps the editing actions of the widgets.
    expect(screen.getByRole('button', { name: 'Actions of Message Count' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unlock widgets' }));
    expect(screen.getByRole('button', { name: 'Lock widgets' })).toBeInTheDocument();
    expect(dragHandles(container)).toHaveLength(2);
    expect(draggableItems(container)).toHaveLength(2);
    expect(resizeHandles(container).length).toBeGreaterThan(0);
  });

  it('offers no toggle on a read-only grid, which is always locked', async () => {
    const { container } = renderResults(false);
    await screen.findByRole('group', { name: 'Message Count' });
    expect(screen.queryByRole('button', { name: /lock widgets/i })).toBeNull();
    expect(dragHandles(container)).toHaveLength(0);
    expect(draggableItems(container)).toHaveLength(0);
    expect(resizeHandles(container)).toHaveLength(0);
  });

  it('offers no toggle unless asked to', async () => {
    renderResults(true, false);
    await screen.findByRole('group', { name: 'Message Count' });
    expect(screen.queryByRole('button', { name: /lock widgets/i })).toBeNull();
  });
});

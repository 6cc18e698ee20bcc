import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiftThemeProvider } from '@sift/ui';
import { Scratchpad } from './Scratchpad';
import { ScratchpadProvider, useScratchpad } from './ScratchpadContext';
import { readScratchpad, SCRATCHPAD_AUTOSAVE_MS, SCRATCHPAD_STATUS_MS, SCRATCHPAD_STORAGE_KEY } from './scratchpadState';
import { findDialog } from '../../testing/findDialog';

function Harness() {
  const { state, toggle } = useScratchpad();
  return (
    <>
      <button type="button" onClick={toggle}>
        Toggle scratchpad
      </button>
      {state.opened && <Scratchpad />}
    </>
  );
}

const renderPad = () =>
  render(
    <SiftThemeProvider mode="teint">
      <ScratchpadProvider>
        <Harness />
      </ScratchpadProvider>
    </SiftThemeProvider>,
  );

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Scratchpad', () => {
  it('opens from its toggle and remembers that it is open', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = renderPad();
    await user.click(screen.getByRole('button', { name: 'Toggle scratchpad' }));
    expect(screen.getByRole('dialog', { name: 'Scratchpad' })).toBeInTheDocument();
    unmount();
    renderPad();
    expect(screen.getByRole('dialog', { name: 'Scratchpad' })).toBeInTheDocument();
    expect(readScratchpad().opened).toBe(true);
  });

  it('autosaves 500 ms after input, says "Auto saved." and hides the status after 1 s', async () => {
    window.localStorage.setItem(SCRATCHPAD_STORAGE_KEY, JSON.stringify({ opened: true, securityConfirmed: true }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPad();
    await user.type(screen.getByLabelText('Scratchpad content'), 'note');
    await act(() => vi.advanceTimersByTimeAsync(SCRATCHPAD_AUTOSAVE_MS - 100));
    expect(readScratchpad().value).toBe('');
    expect(screen.getByRole('status', { name: 'Scratchpad status' })).toHaveTextContent('');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(readScratchpad().value).toBe('note');
    expect(screen.getByRole('status', { name: 'Scratchpad status' })).toHaveTextContent('Auto saved.');
    await act(() => vi.advanceTimersByTimeAsync(SCRATCHPAD_STATUS_MS));
    expect(screen.getByRole('status', { name: 'Scratchpad status' })).toHaveTextContent('');
  });

  it('clears after confirmation and says "Cleared."', async () => {
    window.localStorage.setItem(SCRATCHPAD_STORAGE_KEY, JSON.stringify({ opened: true, value: 'secret plans', securityConfirmed: true }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPad();
    expect(screen.getByLabelText('Scratchpad content')).toHaveValue('secret plans');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    const confirm = await findDialog('alertdialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent('This will clear out your Scratchpad content, do you wish to proceed?');
    await user.click(within(confirm).getByRole('button', { name: /confirm|ok|yes/i }));
    expect(screen.getByLabelText('Scratchpad content')).toHaveValue('');
    expect(readScratchpad().value).toBe('');
    expect(screen.getByRole('status', { name: 'Scratchpad status' })).toHaveTextContent('Cleared.');
  });

  it('copies the content and says "Copied!"', async () => {
    window.localStorage.setItem(SCRATCHPAD_STORAGE_KEY, JSON.stringify({ opened: true, value: 'copy me', securityConfirmed: true }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPad();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    // user-event provides the clipboard in jsdom.
    await expect(navigator.clipboard.readText()).resolves.toBe('copy me');
    expect(await screen.findByRole('status', { name: 'Scratchpad status' })).toHaveTextContent('Copied!');
  });

  it('shows the security warning until "Got It!"', async () => {
    window.localStorage.setItem(SCRATCHPAD_STORAGE_KEY, JSON.stringify({ opened: true }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = renderPad();
    expect(screen.getByText(/do not store any sensitive information/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Got It!' }));
    expect(screen.queryByText(/do not store any sensitive information/)).not.toBeInTheDocument();
    unmount();
    renderPad();
    expect(screen.queryByText(/do not store any sensitive information/)).not.toBeInTheDocument();
    expect(readScratchpad().securityConfirmed).toBe(true);
  });

  describe('size and position', () => {
    // jsdom has no layout: the dialog's box is what its inline style says.
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function box(this: HTMLElement) {
        const px = (value: string) => Number.parseFloat(value) || 0;
        const { left, top, width, height } = this.style;
        return DOMRect.fromRect({ x: px(left), y: px(top), width: px(width), height: px(height) });
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    const stored = { opened: true, securityConfirmed: true, position: { x: 100, y: 60 }, size: { width: 480, height: 320 } };
    const dialogBox = () => {
      const { left, top, width, height } = screen.getByRole('dialog', { name: 'Scratchpad' }).style;
      return { left, top, width, height };
    };

    it('opens where it was left, at the size it was left', () => {
      window.localStorage.setItem(SCRATCHPAD_STORAGE_KEY, JSON.stringify(stored));
      renderPad();
      expect(dialogBox()).toEqual({ left: '100px', top: '60px', width: '480px', height: '320px' });
    });

    it('stores its position and size after a keyboard move or resize, and opens there next time', async () => {
      window.localStorage.setItem(SCRATCHPAD_STORAGE_KEY, JSON.stringify(stored));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { unmount } = renderPad();
      act(() => screen.getByLabelText(/^Move Scratchpad/).focus());
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
      await user.keyboard('{Shift>}{ArrowRight}{ArrowDown}{/Shift}');
      expect(readScratchpad()).toMatchObject({ position: { x: 120, y: 70 }, size: { width: 490, height: 330 } });
      expect(JSON.parse(window.localStorage.getItem(SCRATCHPAD_STORAGE_KEY) ?? '{}')).toMatchObject({
        position: { x: 120, y: 70 },
        size: { width: 490, height: 330 },
      });
      unmount();
      renderPad();
      expect(dialogBox()).toEqual({ left: '120px', top: '70px', width: '490px', height: '330px' });
    });

    it('stores its position and size when a drag ends', async () => {
      window.localStorage.setItem(SCRATCHPAD_STORAGE_KEY, JSON.stringify(stored));
      renderPad();
      const dialog = screen.getByRole('dialog', { name: 'Scratchpad' });
      // The drag itself is FloatingDialog's; what matters here is that the box it leaves behind is kept.
      Object.assign(dialog.style, { left: '200px', top: '150px', width: '520px', height: '340px' });
      await act(async () => {
        window.dispatchEvent(new Event('pointerup'));
      });
      expect(readScratchpad()).toMatchObject({ position: { x: 200, y: 150 }, size: { width: 520, height: 340 } });
    });
  });
});

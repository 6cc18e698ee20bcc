import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiftThemeProvider } from '../theme/ThemeProvider';
import { CopyToClipboardButton } from './CopyToClipboardButton';

const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

const renderButton = (action?: 'copy' | 'cut') =>
  render(
    <SiftThemeProvider mode="teint">
      <CopyToClipboardButton text={() => 'node-1 stack trace'} action={action}>
        Copy details
      </CopyToClipboardButton>
    </SiftThemeProvider>,
  );

const click = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy details' }));
  });
};

describe('CopyToClipboardButton', () => {
  it('copies and confirms with "Copied!" for 2 s', async () => {
    writeText.mockResolvedValue();
    renderButton();
    await click();
    expect(writeText).toHaveBeenCalledWith('node-1 stack trace');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied!');
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('tells the user to copy by hand when the browser refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderButton();
    await click();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Press Ctrl+C / Cmd+C to copy');
  });

  it('names K for cut variants', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderButton('cut');
    await click();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Press Ctrl+K / Cmd+K to cut');
  });
});

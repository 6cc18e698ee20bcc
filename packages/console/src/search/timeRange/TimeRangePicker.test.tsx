import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYWORD_PREVIEW_DEBOUNCE_MS } from '../constants';
import { fakeServices, renderSearchBar } from '../testing/searchBarHarness';
import { relativePresets } from './durations';
import { findDialog } from '../../testing/findDialog';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const openPicker = async (user: ReturnType<typeof setup>) => {
  await user.click(screen.getByRole('button', { name: /^Time range:/ }));
  return findDialog('dialog', { name: 'Search time range' });
};

describe('time range presets', () => {
  it('lists the config presets with "all messages" last, and "Configure Ranges" only for clusterconfigentry:edit', async () => {
    const user = setup();
    const { unmount } = renderSearchBar({ canConfigureRanges: true });
    await user.click(screen.getByRole('button', { name: 'Presets' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '5 minutes',
      '1 hour',
      'all messages',
      'Configure Ranges',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Configure Ranges' })).toHaveAttribute('href', '/system/configurations');
    await user.click(screen.getByRole('menuitem', { name: '1 hour' }));
    expect(screen.getByRole('button', { name: /^Time range:/ })).toHaveTextContent('1 hour ago – Now');
    unmount();
    renderSearchBar({
      canConfigureRanges: false,
      presets: relativePresets({ PT5M: '5 minutes', PT0S: 'all messages', P1D: '1 day' }, 3600),
    });
    await user.click(screen.getByRole('button', { name: 'Presets' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['5 minutes']);
  });
});

describe('relative ranges', () => {
  it('caps hours at 23 and minutes at 59; All Time forces Until to Now', async () => {
    const user = setup();
    renderSearchBar();
    const dialog = await openPicker(user);
    const fromValue = within(dialog).getByRole('spinbutton', { name: 'From value' });
    expect(fromValue).toHaveValue(5);
    expect(within(dialog).getByRole('combobox', { name: 'From unit' })).toHaveValue('minutes');
    fireEvent.change(fromValue, { target: { value: '75' } });
    expect(fromValue).toHaveValue(59);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'From unit' }), 'hours');
    fireEvent.change(fromValue, { target: { value: '30' } });
    expect(fromValue).toHaveValue(23);
    const now = within(dialog).getByRole('checkbox', { name: 'Now' });
    await user.click(now);
    expect(within(dialog).getByRole('spinbutton', { name: 'Until value' })).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'All Time' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Now' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Now' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: /^Time range:/ })).toHaveTextContent('All Time');
  });

  it('refuses ranges beyond the admin limit', async () => {
    const user = setup();
    renderSearchBar({ limitSeconds: 3600 });
    const dialog = await openPicker(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'From unit' }), 'hours');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'From value' }), { target: { value: '2' } });
    expect(within(dialog).getByText('Range is outside limit duration.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});

describe('absolute ranges', () => {
  it('converts from relative by subtracting from now, shows the placeholder and the format error', async () => {
    vi.setSystemTime(new Date('2024-05-02T12:00:00.000Z'));
    const user = setup();
    renderSearchBar();
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Absolute' }));
    const from = within(dialog).getByRole('textbox', { name: 'From' });
    expect(from).toHaveAttribute('placeholder', '----/--/-- --:--:--.---');
    expect(from.getAttribute('value')).toMatch(/^2024-05-02 11:5\d:\d\d\.\d{3}$/);
    await user.clear(from);
    await user.type(from, '2024-05-02 10:00');
    expect(within(dialog).getByText('Format must be: YYYY-MM-DD [HH:mm:ss[.SSS]].')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.type(from, ':00');
    expect(within(dialog).queryByText('Format must be: YYYY-MM-DD [HH:mm:ss[.SSS]].')).not.toBeInTheDocument();
    const until = within(dialog).getByRole('textbox', { name: 'Until' });
    await user.clear(until);
    await user.type(until, '2024-05-02 09:00:00');
    expect(within(dialog).getByText('The "Until" date must come after the "From" date.')).toBeInTheDocument();
  });
});

describe('keyword ranges', () => {
  it('defaults to "Last five minutes" and previews the server\'s reading 350 ms after typing', async () => {
    expect(KEYWORD_PREVIEW_DEBOUNCE_MS).toBe(350);
    const keywordRange = vi.fn(async (keyword: string) => {
      if (keyword === 'gibberish') throw new Error('422');
      return { from: '2024-05-01T00:00:00.000Z', to: '2024-05-02T00:00:00.000Z', timezone: 'UTC' };
    });
    const user = setup();
    renderSearchBar({ services: fakeServices({ keywordRange }) });
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Keyword' }));
    const input = within(dialog).getByRole('textbox', { name: 'Time range keyword' });
    expect(input).toHaveValue('Last five minutes');
    await act(() => vi.advanceTimersByTimeAsync(KEYWORD_PREVIEW_DEBOUNCE_MS));
    expect(keywordRange).toHaveBeenLastCalledWith('Last five minutes', 'UTC');
    expect(await within(dialog).findByText('2024-05-01 00:00:00.000')).toBeInTheDocument();
    keywordRange.mockClear();
    // From here the clock moves only when the test says so.
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: 'gibberish' } });
    await act(() => vi.advanceTimersByTimeAsync(KEYWORD_PREVIEW_DEBOUNCE_MS - 10));
    expect(keywordRange).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(keywordRange).toHaveBeenCalledWith('gibberish', 'UTC');
    expect(within(dialog).getByText('Unable to parse keyword.')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: ' ' } });
    expect(within(dialog).getByText('Keyword must not be empty!')).toBeInTheDocument();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiftThemeProvider } from '../theme/ThemeProvider';
import { Select } from './Select';
import { SELECT_VIRTUALIZATION_THRESHOLD, type SelectOption } from './selectOptions';

const optionsOf = (count: number): SelectOption[] => Array.from({ length: count }, (_, i) => ({ label: `field_${i}`, value: `f${i}` }));

// A plain selector: role queries over 999 rows are slow in a simulated DOM.
const rowsIn = (listbox: HTMLElement) => Array.from(listbox.querySelectorAll('[role="option"]'));

const openWith = (count: number) => {
  render(
    <SiftThemeProvider mode="teint">
      <Select aria-label="Field" options={optionsOf(count)} value={undefined} onChange={() => undefined} />
    </SiftThemeProvider>,
  );
  fireEvent.click(screen.getByRole('combobox', { name: 'Field' }));
  return screen.getByRole('listbox');
};

// 1-shell.md §9: the menu is virtualised from 1,000 options on.
describe('Select virtualization threshold', () => {
  it('is 1,000 options', () => {
    expect(SELECT_VIRTUALIZATION_THRESHOLD).toBe(1000);
  });

  it('renders all 999 options without virtualization', { timeout: 15_000 }, () => {
    const listbox = openWith(999);
    expect(listbox).not.toHaveAttribute('data-virtualized');
    expect(rowsIn(listbox)).toHaveLength(999);
  });

  it('renders only a window of rows from 1,000 options on', () => {
    const listbox = openWith(1000);
    expect(listbox).toHaveAttribute('data-virtualized', 'true');
    const rows = rowsIn(listbox);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(50);
    // Each rendered row still announces its place in the whole list.
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '1000');
  });
});

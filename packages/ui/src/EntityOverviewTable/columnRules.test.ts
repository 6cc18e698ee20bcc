import { describe, expect, it } from 'vitest';
import {
  bulkSelectState,
  columnWidths,
  displayedColumns,
  isColumnAvailable,
  nextSort,
  selectedCountText,
  toggleAllVisible,
} from './columnRules';
import type { OverviewColumn } from './types';

describe('sort toggle', () => {
  it('starts a new column ascending', () => {
    expect(nextSort(null, 'title')).toEqual({ attributeId: 'title', direction: 'asc' });
    expect(nextSort({ attributeId: 'title', direction: 'desc' }, 'created_at')).toEqual({ attributeId: 'created_at', direction: 'asc' });
  });
  it('flips the active column', () => {
    expect(nextSort({ attributeId: 'title', direction: 'asc' }, 'title')).toEqual({ attributeId: 'title', direction: 'desc' });
    expect(nextSort({ attributeId: 'title', direction: 'desc' }, 'title')).toEqual({ attributeId: 'title', direction: 'asc' });
  });
});

describe('column permissions', () => {
  const held = new Set(['streams:read', 'users:edit']);
  const has = (p: string) => held.has(p);
  it('shows a column without permissions and hides a hidden one', () => {
    expect(isColumnAvailable({ id: 'title', title: 'Title' }, has)).toBe(true);
    expect(isColumnAvailable({ id: 'title', title: 'Title', permissions: [] }, has)).toBe(true);
    expect(isColumnAvailable({ id: 'x', title: 'X', hidden: true }, () => true)).toBe(false);
  });
  it('needs all listed permissions, or any one with anyPermissions', () => {
    const column: OverviewColumn = { id: 'owner', title: 'Owner', permissions: ['streams:read', 'roles:read'] };
    expect(isColumnAvailable(column, has)).toBe(false);
    expect(isColumnAvailable({ ...column, anyPermissions: true }, has)).toBe(true);
    expect(isColumnAvailable({ ...column, permissions: ['streams:read', 'users:edit'] }, has)).toBe(true);
    expect(isColumnAvailable({ ...column, permissions: ['roles:read'], anyPermissions: true }, has)).toBe(false);
  });
  it('displays the available columns the layout lists, in definition order', () => {
    const columns: OverviewColumn[] = [
      { id: 'title', title: 'Title' },
      { id: 'owner', title: 'Owner', permissions: ['roles:read'] },
      { id: 'summary', title: 'Summary' },
      { id: 'description', title: 'Description' },
    ];
    expect(displayedColumns(columns, ['summary', 'owner', 'title'], has).map((c) => c.id)).toEqual(['title', 'summary']);
  });
});

describe('column widths', () => {
  it('gives fixed columns their width plus 5 px padding either side', () => {
    const { columns, bulkSelect, expand } = columnWidths(
      [
        { id: 'owner', title: 'Owner' },
        { id: 'favorite', title: '' },
        { id: 'created_at', title: 'Created', type: 'DATE' },
      ],
      1000,
      { bulkSelect: true },
    );
    expect(columns).toEqual({ owner: 130, favorite: 40, created_at: 170 });
    expect(bulkSelect).toBe(30);
    expect(expand).toBe(0);
  });
  it('shares the rest by weight: description 2, summary 1.5, others 1', () => {
    const { columns } = columnWidths(
      [
        { id: 'title', title: 'Title' },
        { id: 'description', title: 'Description' },
        { id: 'summary', title: 'Summary' },
        { id: 'created_at', title: 'Created', type: 'DATE' },
      ],
      1070 + 170 + 30,
      { bulkSelect: true },
    );
    // 1070 px left for weights 1 + 2 + 1.5 = 4.5
    expect(columns).toEqual({ title: 237, description: 475, summary: 356, created_at: 170 });
  });
  it('never makes a flexible column narrower than 150 px', () => {
    const { columns } = columnWidths(
      [
        { id: 'title', title: 'Title' },
        { id: 'description', title: 'Description' },
      ],
      300,
    );
    expect(columns).toEqual({ title: 150, description: 200 });
  });
});

describe('bulk selection', () => {
  const visible = ['a', 'b', 'c'];
  it('is unchecked, partial or checked over the visible rows', () => {
    expect(bulkSelectState(visible, new Set())).toBe('unchecked');
    expect(bulkSelectState(visible, new Set(['b', 'z']))).toBe('partial');
    expect(bulkSelectState(visible, new Set(['a', 'b', 'c']))).toBe('checked');
  });
  it('selects all visible rows, or deselects them when all are selected, keeping others', () => {
    expect([...toggleAllVisible(visible, new Set(['b', 'z']))].sort()).toEqual(['a', 'b', 'c', 'z']);
    expect([...toggleAllVisible(visible, new Set(['a', 'b', 'c', 'z']))]).toEqual(['z']);
  });
  it('counts the selection', () => {
    expect(selectedCountText(3)).toBe('3 item(s) selected');
  });
});

import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './usePageTitle';

describe('usePageTitle', () => {
  it('appends the page title to the document title and resets it to the product name on leaving', () => {
    const { unmount, rerender } = renderHook(({ title }) => usePageTitle(title), { initialProps: { title: 'Nodes' } });
    expect(document.title).toBe('Nodes - Sift');
    rerender({ title: 'System Overview' });
    expect(document.title).toBe('System Overview - Sift');
    unmount();
    expect(document.title).toBe('Sift');
  });
});

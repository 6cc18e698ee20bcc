import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiftThemeProvider } from '@sift/ui';
import { ErrorBoundary } from './ErrorBoundary';

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('widget exploded');
  return <p>Fine page</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows "Something went wrong." for a render error, and a new location (key) clears it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <SiftThemeProvider mode="teint">
        <ErrorBoundary key="/a">
          <Page broken />
        </ErrorBoundary>
      </SiftThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(screen.getAllByText(/widget exploded/).length).toBeGreaterThan(0);
    rerender(
      <SiftThemeProvider mode="teint">
        <ErrorBoundary key="/b">
          <Page broken={false} />
        </ErrorBoundary>
      </SiftThemeProvider>,
    );
    expect(screen.getByText('Fine page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong.' })).not.toBeInTheDocument();
  });
});

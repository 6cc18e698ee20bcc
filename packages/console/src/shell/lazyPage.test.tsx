import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { SiftThemeProvider } from '@sift/ui';
import { lazyPage } from './lazyPage';

describe('lazyPage', () => {
  it('renders the page once its module has loaded', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>Loaded page</p> }));
    render(
      <Suspense fallback="...">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded page')).toBeInTheDocument();
  });

  it('shows "Loading component failed" with the message when the chunk cannot be loaded', async () => {
    const Page = lazyPage<object>(() => Promise.reject(new Error('Loading chunk 42 failed')));
    render(
      <SiftThemeProvider mode="teint">
        <Suspense fallback="...">
          <Page />
        </Suspense>
      </SiftThemeProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Loading component failed' })).toBeInTheDocument();
    expect(screen.getByText('Loading chunk 42 failed')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { SiftThemeProvider } from '@sift/ui';
import { chunk } from './chunk';
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

  it('renders a page whose chunk has arrived at once, without its Suspense fallback', async () => {
    let imports = 0;
    const loader = chunk(async () => {
      imports += 1;
      return { default: () => <p>Preloaded page</p> };
    });
    await loader();
    const Page = lazyPage(loader);
    render(
      <Suspense fallback="Waiting">
        <Page />
      </Suspense>,
    );
    // In the very first render: no fallback shown, no second import.
    expect(screen.getByText('Preloaded page')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).toBeNull();
    expect(imports).toBe(1);
  });

  it('asks for a chunk that failed again the next time', async () => {
    let attempts = 0;
    const loader = chunk(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return 'module';
    });
    await expect(loader()).rejects.toThrow('offline');
    expect(loader.loaded()).toBeNull();
    await expect(loader()).resolves.toBe('module');
    expect(loader.loaded()).toBe('module');
    expect(attempts).toBe(2);
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

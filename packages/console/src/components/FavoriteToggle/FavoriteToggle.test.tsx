import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiCache, ApiClient, ApiProvider, SessionGate } from '@sift/api';
import { SiftThemeProvider, ToastContainer } from '@sift/ui';
import { fakeApi, json } from '../../testing/fakeApi';
import { entityGrn, FavoriteToggle } from './FavoriteToggle';

function renderToggle(routes: Parameters<typeof fakeApi>[0], isFavorite = false) {
  const api = fakeApi(routes);
  const client = new ApiClient({ fetch: api.fetch, session: new SessionGate('jane') });
  const onChange = vi.fn();
  render(
    <ApiProvider client={client}>
      <ApiCache isolated>
        <SiftThemeProvider mode="teint">
          <ToastContainer />
          <FavoriteToggle grn={entityGrn('dashboard', 'd1')} isFavorite={isFavorite} onChange={onChange} />
        </SiftThemeProvider>
      </ApiCache>
    </ApiProvider>,
  );
  return { api, onChange };
}

describe('FavoriteToggle', () => {
  it('adds with PUT and removes with DELETE on /favorites/{grn}', async () => {
    const grn = encodeURIComponent('grn::::dashboard:d1');
    const { api, onChange } = renderToggle({ [`PUT /favorites/${grn}`]: undefined, [`DELETE /favorites/${grn}`]: undefined });
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from favorites' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`PUT /favorites/${grn}`, `DELETE /favorites/${grn}`]);
  });

  it('says "Could not add item to favorites" when adding fails, and stays off', async () => {
    const { onChange } = renderToggle({});
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('Could not add item to favorites')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says "Could not delete item from favorites" when removing fails', async () => {
    renderToggle(
      { [`DELETE /favorites/${encodeURIComponent('grn::::dashboard:d1')}`]: () => json({ type: 'ApiError', message: 'no' }, 500) },
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove from favorites' }));
    expect(await screen.findByText('Could not delete item from favorites')).toBeInTheDocument();
  });
});

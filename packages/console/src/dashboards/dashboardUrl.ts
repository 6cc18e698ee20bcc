import type { DashboardUrlState } from './DashboardView';

/** `?page={id}`, with `focusedId={widget}` and `editing=true` or `focusing=true` (2-search-and-dashboards.md §2, §3). */
export function parseDashboardUrl(search: string): DashboardUrlState {
  const params = new URLSearchParams(search);
  const focusedId = params.get('focusedId');
  return {
    page: params.get('page'),
    editing: focusedId && params.get('editing') === 'true' ? focusedId : null,
    focused: focusedId && params.get('focusing') === 'true' ? focusedId : null,
  };
}

export function serializeDashboardUrl(state: DashboardUrlState): string {
  const params = new URLSearchParams();
  if (state.page) params.set('page', state.page);
  if (state.editing) {
    params.set('focusedId', state.editing);
    params.set('editing', 'true');
  } else if (state.focused) {
    params.set('focusedId', state.focused);
    params.set('focusing', 'true');
  }
  return params.toString();
}

import type { Subject } from '../auth/subject.js';
import { toGrn } from '../sharing/grn.js';
import type { ViewRecord, ViewType } from './store.js';

/** The GRN type of a view: `dashboard` or `search`. */
export const grnType = (type: ViewType) => (type === 'DASHBOARD' ? 'dashboard' : 'search');
export const viewGrn = (view: Pick<ViewRecord, 'id' | 'type'>) => toGrn(grnType(view.type), view.id);

export const canRead = (subject: Subject, view: Pick<ViewRecord, 'id' | 'type'>) =>
  subject.isPermitted(`view:read:${view.id}`) || (view.type === 'DASHBOARD' && subject.isPermitted(`dashboards:read:${view.id}`));

export const canEdit = (subject: Subject, view: Pick<ViewRecord, 'id' | 'type'>) =>
  subject.isPermitted(`view:edit:${view.id}`) || (view.type === 'DASHBOARD' && subject.isPermitted(`dashboards:edit:${view.id}`));

export const canDelete = (subject: Subject, view: Pick<ViewRecord, 'id' | 'type'>) =>
  subject.isPermitted(`view:delete:${view.id}`) || (view.type === 'DASHBOARD' && subject.isPermitted(`dashboards:delete:${view.id}`));

/**
 * Whether the user may load or execute a stored search (Graylog's `SearchDomain#getForUser`): its
 * owner, an admin, or anyone who may read a view built on it.
 */
export function canReadSearch(
  subject: Subject,
  search: { id: string; owner: string },
  views: { viewIdsForSearch(searchId: string): string[]; get(id: string): ViewRecord | undefined },
): boolean {
  if (search.owner === subject.username || subject.isPermitted('*')) return true;
  return views.viewIdsForSearch(search.id).some((viewId) => {
    const view = views.get(viewId);
    return view !== undefined && canRead(subject, view);
  });
}

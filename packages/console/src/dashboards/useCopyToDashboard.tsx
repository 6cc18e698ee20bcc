import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { FetchError, SearchApi, updateSearchForWidgets, useApiClient, ViewsApi, type ApiClient, type View } from '@sift/api';
import { toast, type DropdownMenuItem } from '@sift/ui';
import { pathTo } from '../routing/routes';
import { savingFailed } from '../search/saved/savedSearchTexts';
import { saveSearchView } from '../search/saved/saveView';
import { COPY_TO_DASHBOARD, CopyToDashboardDialog } from './CopyToDashboardDialog';
import { pageIds } from './dashboardModel';
import { copyWidgetTo } from './widgetTransfer';

/**
 * Copies a widget to the first page of a saved dashboard under a new id, and saves that dashboard
 * (its search regenerated). Toasts like saving does; resolves to the saved dashboard, or null.
 */
export async function copyWidgetToDashboard(
  client: ApiClient,
  source: View,
  fromPage: string,
  widgetId: string,
  dashboardId: string,
): Promise<View | null> {
  let model;
  try {
    const target = await ViewsApi.get(client, dashboardId);
    const search = await SearchApi.get(client, target.searchId);
    const [firstPage = ''] = pageIds(target);
    model = { ...updateSearchForWidgets(copyWidgetTo(source, fromPage, widgetId, target, firstPage), search), queryId: firstPage };
  } catch (error) {
    const message =
      error instanceof FetchError ? (error.responseMessage ?? error.message) : error instanceof Error ? error.message : String(error);
    toast.error('Error!', savingFailed(message));
    return null;
  }
  return saveSearchView(client, model, model.view.title, false);
}

/**
 * "Copy to Dashboard" for the widgets of a view's page: the menu item of a widget and the picker it
 * opens; after the copy is saved, the dashboard opens.
 */
export function useCopyToDashboard(view: View, pageId: string): { action: (widgetId: string) => DropdownMenuItem; dialog: ReactNode } {
  const client = useApiClient();
  const [, navigate] = useLocation();
  const [widgetId, setWidgetId] = useState<string | null>(null);
  const [copying, setCopying] = useState(false);
  const copy = async (dashboardId: string) => {
    if (widgetId === null) return;
    setCopying(true);
    const saved = await copyWidgetToDashboard(client, view, pageId, widgetId, dashboardId);
    setCopying(false);
    if (!saved) return;
    setWidgetId(null);
    navigate(pathTo('DASHBOARDS_VIEW', { viewId: dashboardId }));
  };
  return {
    action: (id) => ({ label: COPY_TO_DASHBOARD, onSelect: () => setWidgetId(id) }),
    dialog:
      widgetId === null ? null : (
        <CopyToDashboardDialog
          excludeId={view.type === 'DASHBOARD' ? view.id : null}
          copying={copying}
          onCancel={() => setWidgetId(null)}
          onCopy={(id) => void copy(id)}
        />
      ),
  };
}

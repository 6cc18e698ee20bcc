import { FetchError, SearchApi, ViewsApi, type ApiClient, type View } from '@sift/api';
import { toast } from '@sift/ui';
import type { SearchModel } from '../searchModel';
import { savingFailed, savingSucceeded } from './savedSearchTexts';

function failure(error: unknown): string {
  if (error instanceof FetchError) return error.responseMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Saves the model's search, then its view: as a new view (`asNew`, a new id) or over the saved one.
 * Toasts the spec's success or failure; resolves to the saved view, or null when saving failed.
 */
export async function saveSearchView(client: ApiClient, model: SearchModel, title: string, asNew: boolean): Promise<View | null> {
  const view: View = { ...model.view, title: title.trim(), ...(asNew ? { id: null, owner: null, createdAt: null, favorite: false } : {}) };
  try {
    await SearchApi.create(client, model.search);
    const saved = asNew || view.id === null ? await ViewsApi.create(client, view) : await ViewsApi.update(client, view);
    toast.success('Success!', savingSucceeded(saved.title));
    return saved;
  } catch (error) {
    toast.error('Error!', savingFailed(failure(error)));
    return null;
  }
}

/**
 * Changes only the title, summary and description of a saved view: the stored view is read and
 * written back with them (the page's unsaved changes stay unsaved). Toasts like saving does.
 */
export async function saveViewMetadata(
  client: ApiClient,
  viewId: string,
  metadata: { title: string; summary: string; description: string },
): Promise<View | null> {
  try {
    const stored = await ViewsApi.get(client, viewId);
    const saved = await ViewsApi.update(client, {
      ...stored,
      title: metadata.title.trim(),
      summary: metadata.summary,
      description: metadata.description,
    });
    toast.success('Success!', savingSucceeded(saved.title));
    return saved;
  } catch (error) {
    toast.error('Error!', savingFailed(failure(error)));
    return null;
  }
}

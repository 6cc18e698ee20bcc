import { toast } from '@sift/ui';

/** The configuration toasts (3-administration.md §8), word for word. */
export const CONFIG_UPDATED = 'Configuration updated successfully';
export const CONFIG_UPDATE_FAILED = 'Could not update config';

export const EDIT_CONFIGURATION = 'Edit configuration';

/** Runs a save; on success the spec's success toast and `done`, on failure its error toast with the server's message. */
export async function saveConfig(save: () => Promise<unknown>, done: () => void): Promise<void> {
  try {
    await save();
    toast.success(CONFIG_UPDATED);
    done();
  } catch (error) {
    toast.error(CONFIG_UPDATE_FAILED, error instanceof Error ? error.message : String(error));
  }
}

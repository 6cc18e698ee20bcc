import { FetchError } from '@sift/api';
import { toast } from '@sift/ui';

/** What a failure says under its title: the server's message (1-shell.md §8 fetch error text) or the error's own. */
export const failureMessage = (error: unknown): string =>
  error instanceof FetchError ? error.displayMessage : error instanceof Error ? error.message : String(error);

/** Runs an action and reports a failure as an error toast: the spec's title, the reason under it. Answers whether it succeeded. */
export function runReporting(action: () => Promise<unknown>, failure: string): Promise<boolean> {
  return action().then(
    () => true,
    (error: unknown) => {
      toast.error(failure, failureMessage(error));
      return false;
    },
  );
}

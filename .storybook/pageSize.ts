import type { BrowserCommand } from 'vitest/node';

export interface PageSize {
  width: number;
  height: number;
}

/**
 * Makes the browser page that holds the test frames taller by `extraHeight` (or, with a size, sets
 * it) and returns the previous size. A test frame larger than the page is scaled down to fit it;
 * growing both by the same height keeps the frame's scale, so its pixels stay comparable.
 */
export const resizeBrowserPage: BrowserCommand<[change: { extraHeight: number } | PageSize], Promise<PageSize>> = async (
  context,
  change,
) => {
  const previous = context.page.viewportSize();
  if (!previous) throw new Error('The browser page has no fixed viewport');
  await context.page.setViewportSize(
    'extraHeight' in change ? { width: previous.width, height: previous.height + change.extraHeight } : change,
  );
  return previous;
};

import { expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { PageSize } from './pageSize';

declare module 'vitest/browser' {
  interface BrowserCommands {
    resizeBrowserPage: (change: { extraHeight: number } | PageSize) => Promise<PageSize>;
  }
}
import type { ProjectAnnotations } from 'storybook/internal/types';
import type { ReactRenderer } from '@storybook/react-vite';
import { THEME_MODES } from '@sift/ui';

const nextFrames = async (count: number) => {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
};

/** The story's height once it stops changing (content that loads lazily, e.g. a select, lands a few frames late). */
async function settledHeight(): Promise<number> {
  let height = Math.ceil(document.documentElement.scrollHeight);
  for (let frame = 0; frame < 30; frame += 1) {
    await nextFrames(2);
    const next = Math.ceil(document.documentElement.scrollHeight);
    if (next === height) return height;
    height = next;
  }
  return height;
}

/** The scale at which the runner shows this test frame (1 when it is not in a scaled container). */
function frameScale(): number {
  const frame = window.frameElement as HTMLElement | null;
  if (!frame) return 1;
  return frame.getBoundingClientRect().width / frame.offsetWidth;
}

const GRAPHICS = 'svg, img, canvas, video, input, select, textarea, button, progress, meter, hr';

const hasArea = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
};

/** Whether the page shows any text, graphic or control with an area. */
function showsSomething(root: HTMLElement): boolean {
  if (Array.from(root.querySelectorAll(GRAPHICS)).some(hasArea)) return true;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.textContent?.trim() && node.parentElement?.closest('script, style') === null ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement && hasArea(node.parentElement)) return true;
  }
  return false;
}

/**
 * A story whose rendering lands on either side of a pixel from one run to the next (sub-pixel layout that
 * Chromium rounds differently) names how many pixels may differ and why: `parameters.screenshot =
 * { allowedMismatchedPixels: 300, why: '...' }`. Everything else must match exactly.
 */
export interface ScreenshotTolerance {
  allowedMismatchedPixels: number;
  why: string;
}

const isTolerance = (value: unknown): value is ScreenshotTolerance =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ScreenshotTolerance).allowedMismatchedPixels === 'number' &&
  typeof (value as ScreenshotTolerance).why === 'string' &&
  (value as ScreenshotTolerance).why.length > 0;

/**
 * Visual regression: after a story has rendered and its play function has run, the page is
 * screenshot once per theme mode and compared with the committed baseline. The mode is switched by
 * flipping `data-theme`, which is all it takes because colours are CSS custom properties.
 * A story opts out with `parameters.screenshot = false` (and a comment saying why).
 */
export const screenshotAnnotations: ProjectAnnotations<ReactRenderer> = {
  async afterEach(context) {
    const setting: unknown = context.parameters['screenshot'];
    if (setting === false) return;
    if (setting !== undefined && setting !== true && !isTolerance(setting)) {
      throw new Error('parameters.screenshot is false or { allowedMismatchedPixels, why }');
    }
    // The project's ratio bound (0) is lifted so that the story's pixel count is the bound.
    const tolerance = isTolerance(setting)
      ? { comparatorOptions: { allowedMismatchedPixels: setting.allowedMismatchedPixels, allowedMismatchedPixelRatio: 1 } }
      : undefined;
    // A baseline of one colour guards nothing: a story that ends with nothing on screen (a component
    // that hides itself) asserts that in its play function and opts out of the screenshot.
    if (!showsSomething(document.body)) {
      throw new Error('The story shows nothing to compare: opt out with `parameters: { screenshot: false }` and a comment saying why');
    }
    const themed = Array.from(document.querySelectorAll<HTMLElement>('[data-theme]'));
    const original = themed.map((el) => el.getAttribute('data-theme'));
    // Chromium paints a test frame only within its viewport: a story taller than it would leave its
    // lower part blank in the screenshot, so the frame grows to the story's height first.
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const storyHeight = await settledHeight();
    const grown = storyHeight > viewport.height;
    let pageSize: PageSize | undefined;
    if (grown) {
      // The runner scales the frame down to fit its page; the page grows by the frame's growth at that
      // scale (a growth whose scaled height is whole pixels), so the scale and the pixels stay the same.
      const scale = frameScale();
      let growth = storyHeight - viewport.height;
      while (!Number.isInteger(Math.round(growth * scale * 1e6) / 1e6)) growth += 1;
      pageSize = await commands.resizeBrowserPage({ extraHeight: Math.round(growth * scale) });
      await page.viewport(viewport.width, viewport.height + growth);
      await nextFrames(3);
      if (frameScale() !== scale) throw new Error(`Growing the test frame changed its scale from ${scale} to ${frameScale()}`);
    }
    // A play function that clicked low on the page scrolled the frame; once the frame has grown, the page is
    // shown from its top, as its baseline is (a scroll that lands on a fraction of a pixel moves every edge).
    window.scrollTo(0, 0);
    try {
      for (const mode of THEME_MODES) {
        themed.forEach((el) => el.setAttribute('data-theme', mode));
        await nextFrames(1);
        await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${context.id}--${mode}`, tolerance);
      }
    } finally {
      themed.forEach((el, i) => el.setAttribute('data-theme', original[i] ?? 'teint'));
      if (grown) {
        await page.viewport(viewport.width, viewport.height);
        if (pageSize) await commands.resizeBrowserPage(pageSize);
      }
    }
  },
};

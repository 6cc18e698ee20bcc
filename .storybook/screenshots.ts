import { expect } from 'vitest';
import { page } from 'vitest/browser';
import type { ProjectAnnotations } from 'storybook/internal/types';
import type { ReactRenderer } from '@storybook/react-vite';
import { THEME_MODES } from '@sift/ui';

/**
 * Visual regression: after a story has rendered and its play function has run, the page is
 * screenshot once per theme mode and compared with the committed baseline. The mode is switched by
 * flipping `data-theme`, which is all it takes because colours are CSS custom properties.
 * A story opts out with `parameters.screenshot = false` (and a comment saying why).
 */
export const screenshotAnnotations: ProjectAnnotations<ReactRenderer> = {
  async afterEach(context) {
    if (context.parameters['screenshot'] === false) return;
    const themed = Array.from(document.querySelectorAll<HTMLElement>('[data-theme]'));
    const original = themed.map((el) => el.getAttribute('data-theme'));
    try {
      for (const mode of THEME_MODES) {
        themed.forEach((el) => el.setAttribute('data-theme', mode));
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
        await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${context.id}--${mode}`);
      }
    } finally {
      themed.forEach((el, i) => el.setAttribute('data-theme', original[i] ?? 'teint'));
    }
  },
};

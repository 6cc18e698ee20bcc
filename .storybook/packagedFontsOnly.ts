import { expect } from 'vitest';
import { commands } from 'vitest/browser';
import type { ProjectAnnotations } from 'storybook/internal/types';
import type { ReactRenderer } from '@storybook/react-vite';
import { FONT_CHECK_ATTRIBUTE, type SystemFontUse } from './platformFonts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    systemFontsInUse: (marker: string) => Promise<SystemFontUse[]>;
  }
}

let checks = 0;

/**
 * Every glyph of every story comes from a packaged font (ADR 0003): after a story has rendered and
 * its play function has run, Chromium is asked which fonts it drew the story's text with, and any
 * font installed on the machine (a system fallback) fails the story with the elements that used it.
 * Screenshots then depend only on Chromium and the font packages, not on the machine's fonts.
 */
export const packagedFontsAnnotations: ProjectAnnotations<ReactRenderer> = {
  async afterEach() {
    await document.fonts.ready;
    const marker = `${Date.now()}-${(checks += 1)}`;
    document.documentElement.setAttribute(FONT_CHECK_ATTRIBUTE, marker);
    try {
      const uses = await commands.systemFontsInUse(marker);
      const report = uses.map((use) => `${use.element}: ${use.glyphs} glyph(s) in ${use.family}`);
      expect(report, 'text drawn with a font that is not packaged').toEqual([]);
    } finally {
      document.documentElement.removeAttribute(FONT_CHECK_ATTRIBUTE);
    }
  },
};

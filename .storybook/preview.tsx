import type { Preview } from '@storybook/react-vite';
import '@sift/ui/fonts';
import { withTheme } from './ThemeDecorator';

/** Whether a storage key is Storybook's own (its manager shares the preview's origin). */
const isStorybookKey = (key: string) => key.startsWith('@storybook') || key.startsWith('storybook');

const preview: Preview = {
  decorators: [withTheme],
  // Every story starts as a first visit: nothing an earlier story stored (a pinned sidebar, a chosen
  // theme, dismissed notifications) carries over, whatever order the stories run in.
  beforeEach: () => {
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (const key of Object.keys(storage)) if (!isStorybookKey(key)) storage.removeItem(key);
    }
  },
  globalTypes: {
    theme: {
      description: 'Theme mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'teint', title: 'Teint (light)' },
          { value: 'noir', title: 'Noir (dark)' },
          { value: 'side-by-side', title: 'Both, side by side' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'teint' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Accessibility violations fail story tests.
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Components', 'Charts', 'Console', '*'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;

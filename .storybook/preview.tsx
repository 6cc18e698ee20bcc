import type { Preview } from '@storybook/react-vite';
import '@sift/ui/fonts';
import { withTheme } from './ThemeDecorator';

const preview: Preview = {
  decorators: [withTheme],
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

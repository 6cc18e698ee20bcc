import { beforeAll } from 'vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';
import { screenshotAnnotations } from './screenshots';
import { packagedFontsAnnotations } from './packagedFontsOnly';

const annotations = setProjectAnnotations([a11yAnnotations, projectAnnotations, packagedFontsAnnotations, screenshotAnnotations]);

// Screenshots are only stable without motion: no animations, no transitions, no blinking caret.
const stillness = document.createElement('style');
stillness.setAttribute('data-test-stillness', '');
stillness.textContent = `*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  caret-color: transparent !important;
}`;
document.head.appendChild(stillness);

// Play functions wait for what they expect (findBy*, waitFor). On a loaded 2-core CI machine a render or a
// fake server's answer can take longer than the library's default second; the story's own timeout bounds the wait.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(annotations.beforeAll);

import { beforeAll } from 'vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';
import { screenshotAnnotations } from './screenshots';

const annotations = setProjectAnnotations([a11yAnnotations, projectAnnotations, screenshotAnnotations]);

beforeAll(annotations.beforeAll);

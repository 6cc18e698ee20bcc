import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import sift from './eslint-plugin-sift.js';

const PACKAGES = ['api', 'ui', 'charts', 'console', 'server'];

/** Styles take colours and sizes from ui's theme: no raw colours, and pixel values on the 4 px half-grid. */
const DESIGN_TOKENS = {
  grid: 4,
  allowedPixels: [
    { value: 1, reason: 'hairlines: borders, dividers and outline offsets are one device pixel, not a spacing step' },
    { value: 2, reason: 'focus rings, small gaps and the offset of a popup from its control: thinner than any spacing step' },
  ],
};

/** Deep imports across packages are forbidden everywhere; `forbidden` lists the packages this one may not use at all. */
function restrictImports(forbidden) {
  return {
    paths: forbidden.map((name) => ({ name, message: `This package may not depend on ${name} (see docs/ARCHITECTURE.md).` })),
    patterns: [
      {
        group: ['@sift/*/*', '!@sift/ui/fonts', '!@sift/api/testing'],
        message:
          'Import a package through its public entry (@sift/<name>, or the declared sub-entries @sift/ui/fonts and @sift/api/testing), never its internals.',
      },
      {
        group: PACKAGES.flatMap((p) => [`**/packages/${p}/**`, `../**/${p}/src/**`]),
        message: 'Import a package by its name (@sift/<name>), never by a path into it.',
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.tsbuild/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/__screenshots__/**',
      'data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', restrictImports([])],
      // A file past 300 lines is worth splitting along its seams; a warning, so that it is seen, not a wall.
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  // Test suites and story files read as lists of cases; their length is not a design smell.
  { files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'packages/*/test/**'], rules: { 'max-lines': 'off' } },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'packages/charts/src/**/*.{ts,tsx}', 'packages/console/src/**/*.{ts,tsx}'],
    // The theme defines the tokens; stories and tests lay out demos and fixtures, not the product's styles.
    ignores: ['packages/ui/src/theme/**', '**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    plugins: { sift },
    rules: { 'sift/design-tokens': ['error', DESIGN_TOKENS] },
  },
  // Dependencies point one way: console → ui, charts, api; charts → ui; api and server render nothing.
  {
    files: ['packages/ui/**'],
    rules: { 'no-restricted-imports': ['error', restrictImports(['@sift/api', '@sift/charts', '@sift/console', '@sift/server'])] },
  },
  {
    files: ['packages/charts/**'],
    rules: { 'no-restricted-imports': ['error', restrictImports(['@sift/api', '@sift/console', '@sift/server'])] },
  },
  {
    files: ['packages/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        restrictImports(['react-dom', 'styled-components', '@sift/ui', '@sift/charts', '@sift/console', '@sift/server']),
      ],
    },
  },
  {
    files: ['packages/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        restrictImports(['react', 'react-dom', 'styled-components', '@sift/api', '@sift/ui', '@sift/charts', '@sift/console']),
      ],
    },
  },
  {
    files: ['packages/console/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        restrictImports(['@sift/server', 'swr', 'swr/immutable', 'swr/infinite', 'swr/mutation', 'swr/subscription']),
      ],
    },
  },
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const PACKAGES = ['api', 'ui', 'charts', 'console', 'server'];

/** Deep imports across packages are forbidden everywhere; `forbidden` lists the packages this one may not use at all. */
function restrictImports(forbidden) {
  return {
    paths: forbidden.map((name) => ({ name, message: `This package may not depend on ${name} (see docs/ARCHITECTURE.md).` })),
    patterns: [
      { group: ['@sift/*/*', '!@sift/ui/fonts', '!@sift/api/testing'], message: 'Import a package through its public entry (@sift/<name>, or the declared sub-entries @sift/ui/fonts and @sift/api/testing), never its internals.' },
      { group: PACKAGES.flatMap((p) => [`**/packages/${p}/**`, `../**/${p}/src/**`]), message: 'Import a package by its name (@sift/<name>), never by a path into it.' },
    ],
  };
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/.tsbuild/**', '**/node_modules/**', 'storybook-static/**', '**/__screenshots__/**', 'data/**', 'test-results/**'],
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
    },
  },
  // Dependencies point one way: console → ui, charts, api; charts → ui; api and server render nothing.
  { files: ['packages/ui/**'], rules: { 'no-restricted-imports': ['error', restrictImports(['@sift/api', '@sift/charts', '@sift/console', '@sift/server'])] } },
  { files: ['packages/charts/**'], rules: { 'no-restricted-imports': ['error', restrictImports(['@sift/api', '@sift/console', '@sift/server'])] } },
  { files: ['packages/api/**'], rules: { 'no-restricted-imports': ['error', restrictImports(['react-dom', 'styled-components', '@sift/ui', '@sift/charts', '@sift/console', '@sift/server'])] } },
  { files: ['packages/server/**'], rules: { 'no-restricted-imports': ['error', restrictImports(['react', 'react-dom', 'styled-components', '@sift/ui', '@sift/charts', '@sift/console'])] } },
  { files: ['packages/console/**'], rules: { 'no-restricted-imports': ['error', restrictImports(['@sift/server'])] } },
);

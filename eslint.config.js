import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/storybook-static/',
    '**/node_modules/',
    '**/.data/',
    // Personal scratch folders (git-ignored).
    '**/.scratch*/',
    '**/coverage/',
    '**/.vitest-attachments/',
    '**/__screenshots__/',
    '**/test-results/',
    '**/playwright-report/',
    '**/mockServiceWorker.js',
    // Generated files: database types and anything named *.gen.*
    '**/database.types.ts',
    '**/*.gen.*',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{jsx,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // The reset strips list styles only from `ul/ol[role="list"]`, which keeps Safari announcing them as lists.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
      // ARIA roles are checked on DOM elements; a component prop may be a person's `role`.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  reactHooks.configs.flat.recommended,
  storybook.configs['flat/recommended'],
);

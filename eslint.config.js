// One lint configuration for the whole repository (flat config, type-aware typescript-eslint).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './tools/eslint-rules/architecture-boundaries.js';

const root = import.meta.dirname;

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/coverage/', '.test-results/', '.data/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] },
        tsconfigRootDir: root,
      },
    },
    plugins: { architecture },
    rules: {
      'architecture/architecture-boundaries': ['error', { root }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `() => socket.destroy()` is the idiom for callbacks; braces would only add noise.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // With noUncheckedIndexedAccess every index read is `T | undefined`; where the bound was
      // checked a line above (book levels, ladder ticks in hot loops) `!` states it plainly,
      // where a fallback value would be dead code that hides bugs.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Code that reaches the browser parses with zod/mini: classic zod adds 16 kB gzip to every
    // route's first load (issue 15 §4 budget), for chainable methods and messages the web app
    // never shows. The product service's own schemas stay classic.
    files: ['apps/web/src/**', 'packages/trading/src/**', 'packages/betfair/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import 'zod/mini' in code the web app loads." }] },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'tools/**', '**/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
);

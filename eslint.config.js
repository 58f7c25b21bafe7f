// The project's lint rules: `pnpm lint` (run by `pnpm test`). TypeScript's own checks (strict mode,
// `pnpm typecheck`) cover types; these rules catch what the compiler does not: hooks called out of
// order or with stale dependencies, inaccessible markup, and the mistakes typescript-eslint's
// recommended set knows. Formatting is Prettier's (`pnpm format:check`), not a lint rule.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/build-*/**',
      '**/.react-router/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/.test-results/**',
      'apps/storybook/public/mockServiceWorker.js',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An unused value is a bug or dead code; a leading underscore says "deliberately unused".
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Tests and stories build odd values on purpose (hostile input, partial fixtures).
    files: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/test/**', '**/e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // The stand-ins for the router's link spread their children and href in from props.
      'jsx-a11y/anchor-has-content': 'off',
      'jsx-a11y/anchor-is-valid': 'off',
    },
  },
);

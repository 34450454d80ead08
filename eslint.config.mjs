import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** One lint configuration for the whole repository (npm run lint). */
export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/.deploy/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '**/bench-results/**', '**/.baseline-dist/**', '**/.one-bundle-dist/**', 'packages/server-kit/types/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.mjs', 'eslint.config.mjs'],
    languageOptions: { sourceType: 'module' },
  },
  {
    // Bench code runs partly inside the page (page.evaluate / addInitScript).
    files: ['e2e/bench/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.test.{js,ts,tsx}', '**/test/**/*.{js,ts}', '**/jest-*.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['services/**/*.ts', 'e2e/**/*.ts', '**/bin/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
  {
    // The router is shared through @agency/routing (one copy, only the parts used): a direct import
    // of react-router-dom would bring a second, whole copy with its own router context.
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'packages/platform/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router-dom', message: "Import from '@agency/routing'." }, { name: 'react-router', message: "Import from '@agency/routing'." }] },
      ],
    },
  },
  {
    // Nest resolves constructor injections from emitted type metadata: a type-only import would erase it.
    files: ['services/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);

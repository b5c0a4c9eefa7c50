// Lint for what the type checker cannot see. A promise nobody awaits: on the asynchronous data layer a query builder
// that is not awaited never runs and a unit of work that is not awaited commits after its caller has answered. The
// rules of hooks: a hook called conditionally, or an effect that misses what it reads, shows stale data on a screen.
// Formatting is Prettier's (.prettierrc.json), checked by `npm run lint`.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    files: ['api/**/*.ts', 'sync/**/*.ts', 'test/**/*.ts', 'web/**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          checkThenables: true,
          // react-router's navigate() settles when the navigation ends; a failing route shows its errorElement, it
          // rejects only for a URL of another origin (the screens pass in-app paths), so a screen need not await it.
          allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }],
        },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    },
  },
  {
    // Small files named after what they do; tests and generated migrations may run longer.
    files: ['api/**/*.ts', 'sync/**/*.ts', 'web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'api/db/migrations/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);

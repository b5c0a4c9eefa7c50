// Lint for what the type checker cannot see: a promise nobody awaits. On the asynchronous data layer a query builder
// that is not awaited never runs and a unit of work that is not awaited commits after its caller has answered.
import tseslint from 'typescript-eslint';

export default tseslint.config({
  files: ['api/**/*.ts', 'sync/**/*.ts', 'test/**/*.ts'],
  languageOptions: { parser: tseslint.parser, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  plugins: { '@typescript-eslint': tseslint.plugin },
  linterOptions: { reportUnusedDisableDirectives: 'error' },
  rules: {
    '@typescript-eslint/no-floating-promises': ['error', { checkThenables: true }],
    '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
  },
});

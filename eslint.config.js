// Lint for what the type checker cannot see. A promise nobody awaits: on the asynchronous data layer a query builder
// that is not awaited never runs and a unit of work that is not awaited commits after its caller has answered. The
// rules of hooks: a hook called conditionally, or an effect that misses what it reads, shows stale data on a screen.
// Formatting is Prettier's (.prettierrc.json), checked by `npm run lint`.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// States by name: a lease, bill, deposit order, room, resident, owner, template or meter state is never a bare number.
// A state field (status, state, statusCode, any …Status / …State, any …_status / …_state) compared with, queried for,
// switched on, written or expected as a small number literal is refused; use its constant (LEASE_STATUS, BILL_PAY,
// BILL_VALID, ORDER_PAY, ORDER_SIGN, STATUS, DWELL_STATUS, REFUND_STATUS, OWNER_STATUS, APPLY_STATE, TEMPLATE_STATUS,
// METER_ONLINE, READING_STATUS … in sync/rules/<feature>/). HTTP statuses (three digits) are not states.
const STATE_FIELD = '/^(status|state|statusCode|[a-z]\\w*(Status|State)|\\w+_(status|state))$/';
const SMALL_NUMBER = '/^\\d{1,2}$/';
const stateOf = (at) =>
  `:matches([${at}.property.name=${STATE_FIELD}], [${at}.name=${STATE_FIELD}], [${at}.expression.property.name=${STATE_FIELD}])`;
const STATE_MESSAGE =
  'A state is named, not a number: use its constant (LEASE_STATUS, BILL_PAY, ORDER_SIGN, STATUS … in sync/rules/<feature>/).';
const stateSelectors = [
  `BinaryExpression[operator=/^[!=]==?$/]:matches(${stateOf('left')}[right.raw=${SMALL_NUMBER}], ${stateOf('right')}[left.raw=${SMALL_NUMBER}])`,
  `CallExpression[callee.name=/^(eq|ne)$/]${stateOf('arguments.0')}[arguments.1.raw=${SMALL_NUMBER}]`,
  `CallExpression[callee.name=/^(inArray|notInArray)$/]${stateOf('arguments.0')} > ArrayExpression > Literal[raw=${SMALL_NUMBER}]`,
  `SwitchStatement${stateOf('discriminant')} > SwitchCase > Literal.test[raw=${SMALL_NUMBER}]`,
  `Property[key.name=${STATE_FIELD}][value.raw=${SMALL_NUMBER}]`,
  `AssignmentExpression${stateOf('left')}[right.raw=${SMALL_NUMBER}]`,
  `CallExpression[callee.property.name=/^(toBe|toEqual|toStrictEqual)$/]:matches(${stateOf('callee.object.arguments.0')}, ${stateOf('callee.object.object.arguments.0')})[arguments.0.raw=${SMALL_NUMBER}]`,
].map((selector) => ({ selector, message: STATE_MESSAGE }));

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
    files: ['api/**/*.ts', 'sync/**/*.ts', 'test/**/*.ts', 'web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...stateSelectors] },
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

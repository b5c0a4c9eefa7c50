/**
 * What `zod` is to the route contracts (sync/contract) in the production web build (web/app/build/web-contracts.ts):
 * an inert stand-in. The web reads a contract's method and path only; its schemas serve the API, the tests and the
 * development build (web/lib/api.ts parses replies there), so the screens need not download and build them.
 *
 * Every property and every call answers the same inert schema, so any way a contract composes schemas
 * (`z.object({…}).extend(…)`, `.shape.x.optional()`, `...a.shape`) evaluates; `'file' in schema` is false, so a
 * schema is never taken for a download reply. Parsing with it throws: a web module that needs a schema at run time
 * must be listed among the real ones in web-contracts.ts.
 */
const PARSERS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode', 'spa']);

const refuse = (method: string) => () => {
  throw new Error(`zod ${method}: the contract schemas are not part of the web build (web/app/build/web-contracts.ts)`);
};

// An arrow function: callable, with no non-configurable own keys, so spreading its `shape` gives nothing.
const target = (() => undefined) as unknown as Record<PropertyKey, unknown>;

export const z: unknown = new Proxy(target, {
  get: (_, key) => {
    if (typeof key === 'symbol' || key === 'then') return undefined;
    return PARSERS.has(key) ? refuse(key) : z;
  },
  apply: () => z,
  construct: () => z as object,
  has: () => false,
  ownKeys: () => [],
});

import type { Hono } from 'hono';
import type { z } from 'zod';
import { validatorOf } from '../../api/http/validate';

export interface RouteValidator {
  method: string;
  path: string;
  target: string;
  schema: z.ZodType;
}

/** Every validator of the app's routes (made by api/http/validate.ts), with its method and full path. */
export function routeValidators(app: Hono<any>): RouteValidator[] {
  const out: RouteValidator[] = [];
  for (const r of app.routes) {
    const v = validatorOf(r.handler);
    if (v) out.push({ method: r.method, path: r.path, target: v.target, schema: v.schema });
  }
  return out;
}

type Def = { type: string; [k: string]: any };
const defOf = (s: any): Def => s._zod.def;

/** The object schemas met in `schema` (through optional, default, pipe, array, union …) with their path. */
export function walkObjects(
  schema: z.ZodType,
  visit: (shape: Record<string, z.ZodType>, path: (string | number)[]) => void,
  path: (string | number)[] = [],
  seen = new Set<unknown>(),
): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const d = defOf(schema);
  switch (d.type) {
    case 'object':
      visit(d.shape, path);
      for (const [k, s] of Object.entries(d.shape)) walkObjects(s as z.ZodType, visit, [...path, k], seen);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'promise':
      return walkObjects(d.innerType, visit, path, seen);
    case 'pipe':
      walkObjects(d.in, visit, path, seen);
      return walkObjects(d.out, visit, path, seen);
    case 'array':
      return walkObjects(d.element, visit, [...path, 0], seen);
    case 'union':
      for (const o of d.options) walkObjects(o, visit, path, seen);
      return;
    case 'intersection':
      walkObjects(d.left, visit, path, seen);
      return walkObjects(d.right, visit, path, seen);
    case 'record':
      return walkObjects(d.valueType, visit, [...path, 'x'], seen);
    case 'lazy':
      return walkObjects(d.getter(), visit, path, seen);
    case 'tuple':
      (d.items as z.ZodType[]).forEach((s, i) => walkObjects(s, visit, [...path, i], seen));
      return;
    default:
      return;
  }
}

/** The base type a field expects (string, number, boolean, array, object …), through wrappers. */
export function baseType(schema: z.ZodType): string {
  const d = defOf(schema);
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return baseType(d.innerType);
    case 'pipe':
      return baseType(d.in);
    case 'lazy':
      return baseType(d.getter());
    default:
      return d.type;
  }
}

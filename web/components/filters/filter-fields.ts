/**
 * A filter bar's fields, declared as data. Each field names the URL search parameter(s) it fills; the applied
 * values live in the URL (use-list-query.ts), so back/forward and a refresh keep them.
 */

export interface Option {
  label: string;
  value: string;
}

export type FilterField<K extends string = string> =
  /** A text search; Enter applies. */
  | { kind: 'text'; key: K; label: string; max?: number }
  /** One of a few values; '' (the first entry, `all`) means no filter. */
  | { kind: 'select'; key: K; label: string; options: readonly Option[]; all?: string }
  /**
   * The apartments the user may see (ApartmentPicker), '' for all; `required`: no 全部公寓 (a list of one apartment at
   * a time: the screen passes its default, the first apartment, in the bar's values while the URL has none).
   */
  | { kind: 'apartment'; key: K; label: string; required?: boolean }
  /**
   * A date range 'YYYY-MM-DD' – 'YYYY-MM-DD' with shortcuts (今天, 本周, 本月, 上月, 近7天, 近30天). `past`: no day after
   * today (Asia/Shanghai) can be chosen — a range of money that moved; `max`: the last day that can be chosen.
   */
  | { kind: 'dates'; from: K; to: K; label: string; past?: boolean; max?: string };

/** The applied (or drafted) values of a bar: every key, '' when not filtered. */
export type FilterValues<K extends string = string> = Record<K, string>;

/** The URL parameters a bar owns. */
export function filterKeys<K extends string>(fields: readonly FilterField<K>[]): K[] {
  return fields.flatMap((f) => (f.kind === 'dates' ? [f.from, f.to] : [f.key]));
}

/** Every key of the bar, empty. */
export function emptyValues<K extends string>(fields: readonly FilterField<K>[]): FilterValues<K> {
  return Object.fromEntries(filterKeys(fields).map((k) => [k, ''])) as FilterValues<K>;
}

/** The bar's values as the URL has them. */
export function valuesOf<K extends string>(
  fields: readonly FilterField<K>[],
  params: URLSearchParams,
): FilterValues<K> {
  return Object.fromEntries(filterKeys(fields).map((k) => [k, params.get(k) ?? ''])) as FilterValues<K>;
}

/** How many fields are filtering (a date range counts once). */
export function activeCount<K extends string>(fields: readonly FilterField<K>[], values: FilterValues<K>): number {
  return fields.filter((f) => (f.kind === 'dates' ? values[f.from] || values[f.to] : values[f.key])).length;
}

/**
 * The URL after applying `values`: the bar's keys set (or removed when empty), the page back to 1 (removed), every
 * other parameter of the screen (a tab, a scope from another screen) kept.
 */
export function withValues<K extends string>(
  params: URLSearchParams,
  fields: readonly FilterField<K>[],
  values: Partial<FilterValues<K>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const k of filterKeys(fields)) {
    const v = (values[k] ?? '').trim();
    if (v) next.set(k, v);
    else next.delete(k);
  }
  next.delete(PAGE_PARAM);
  return next;
}

/** The URL parameter of the page number (absent on page 1). */
export const PAGE_PARAM = 'page';

/** The page the URL asks for (1 when absent or malformed). */
export function pageOf(params: URLSearchParams): number {
  const n = Number(params.get(PAGE_PARAM));
  return Number.isInteger(n) && n > 1 ? n : 1;
}

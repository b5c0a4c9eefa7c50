import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../sync/contract/envelope';
import { PAGE_SIZE } from '../../../sync/rules/settings/settings';
import {
  PAGE_PARAM,
  pageOf,
  valuesOf,
  withValues,
  type FilterField,
  type FilterValues,
} from '../filters/filter-fields';

/**
 * Reads one page of the list: the applied filters, the page number, its size (10 on screen, 100 exporting), and the
 * whole URL search for the screen's other parameters (a tab, ?open=1).
 */
export type FetchPage<K extends string, P extends Page<unknown>> = (
  filters: FilterValues<K>,
  current: number,
  size: number,
  params: URLSearchParams,
) => Promise<P>;

const NO_FIELDS: readonly FilterField<never>[] = [];

/** The URL's values, each empty one replaced by its default. */
function withDefaults<K extends string>(values: FilterValues<K>, defaults?: Partial<FilterValues<K>>) {
  if (!defaults) return values;
  const out = { ...values };
  for (const k of Object.keys(out) as K[]) out[k] ||= defaults[k] ?? '';
  return out;
}

/**
 * A list screen's state in the URL and its query: the filter values (`fields`), the page (`?page=`), and any other
 * parameter of the screen (a tab, ?open=1, a scope from another screen) — so back / forward and a refresh keep
 * them. Applying filters or `update` goes back to page 1. The query key is `key` (the feature's root,
 * invalidated after a change) + 'list' + the whole search + the values in force, so everything the URL says is part
 * of it.
 */
export function useListQuery<K extends string, P extends Page<unknown>>(opts: {
  key: readonly unknown[];
  /** The filter bar's fields; none for a list without filters (a tab, or nothing, narrows it). */
  fields?: readonly FilterField<K>[];
  fetch: FetchPage<K, P>;
  /**
   * Values in force while the URL has none (a required apartment: the first one). A required field still empty
   * holds the request back, the list loading meanwhile.
   */
  defaults?: Partial<FilterValues<K>>;
}) {
  const [params, setParams] = useSearchParams();
  const { fields = NO_FIELDS, fetch } = opts;
  const filters = withDefaults(valuesOf(fields, params), opts.defaults);
  const waiting = fields.some((f) => f.kind === 'apartment' && f.required && !filters[f.key]);
  const current = pageOf(params);
  const search = new URLSearchParams(params);
  search.sort();
  const loaded = useQuery({
    queryKey: [...opts.key, 'list', search.toString(), filters],
    queryFn: () => fetch(filters, current, PAGE_SIZE, params),
    placeholderData: keepPreviousData,
    enabled: !waiting,
  });
  const query = waiting ? { ...loaded, isLoading: true } : loaded;

  const setPage = useCallback(
    (page: number) => {
      setParams((p) => {
        const next = new URLSearchParams(p);
        if (page > 1) next.set(PAGE_PARAM, String(page));
        else next.delete(PAGE_PARAM);
        return next;
      });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );

  return {
    params,
    filters,
    current,
    query,
    setPage,
    /**
     * Applies the filter bar's values (page 1, the screen's other parameters kept); 查询 with nothing changed reads
     * the list again.
     */
    apply: (values: FilterValues<K>) => {
      const next = withValues(params, fields, values);
      if (next.toString() === params.toString()) void loaded.refetch();
      else setParams(next);
    },
    /** Sets (or, with '' / null, removes) other parameters of the screen (a tab, a switch), back to page 1. */
    update: (patch: Record<string, string | null>) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        for (const [name, value] of Object.entries(patch)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete(PAGE_PARAM);
        return next;
      }),
    /** One page of the list as now filtered, any size: the export reads every page with it. */
    fetchPage: (page: number, size: number) => fetch(filters, page, size, params),
  };
}

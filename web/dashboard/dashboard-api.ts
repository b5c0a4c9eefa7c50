import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../lib/api';
import { dashboard } from '../../sync/contract/dashboard/dashboard';

export const DASHBOARD_KEYS = {
  todo: ['dashboard', 'todo'] as const,
  entries: ['dashboard', 'quick-entries'] as const,
  bulletins: ['dashboard', 'bulletins'] as const,
};

/** The dashboard's first data, fresh for a moment so the page mounting after the router's prefetch does not ask again. */
const todoQuery = queryOptions({
  queryKey: DASHBOARD_KEYS.todo,
  queryFn: () => call(dashboard.todo),
  staleTime: 30_000,
});
const entriesQuery = queryOptions({
  queryKey: DASHBOARD_KEYS.entries,
  queryFn: () => call(dashboard.quickEntries),
  staleTime: 10_000,
});
const bulletinsQuery = queryOptions({
  queryKey: DASHBOARD_KEYS.bulletins,
  queryFn: () => call(dashboard.bulletins),
  staleTime: 10_000,
});

export const useTodo = () => useQuery(todoQuery);
export const useQuickEntries = () => useQuery(entriesQuery);
export const useBulletins = () => useQuery(bulletinsQuery);

/** Asked for by the router when /index is opened, with the page's code (web/app/prefetch.ts). */
export const prefetchDashboard = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(todoQuery),
    queryClient.prefetchQuery(entriesQuery),
    queryClient.prefetchQuery(bulletinsQuery),
  ]);
export const fetchEntryOptions = () => call(dashboard.quickEntryOptions);
export const saveEntries = (ids: number[]) => call(dashboard.saveQuickEntries, { json: { ids: ids.join('_') } });
export const postBulletin = (input: { title: string; content: string }) =>
  call(dashboard.postBulletin, { json: input });
export const deleteBulletin = (id: string) => call(dashboard.deleteBulletin, { params: { id } });

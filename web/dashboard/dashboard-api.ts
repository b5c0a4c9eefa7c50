import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';
import { dashboard } from '../../sync/contract/dashboard/dashboard';

export const DASHBOARD_KEYS = {
  todo: ['dashboard', 'todo'] as const,
  entries: ['dashboard', 'quick-entries'] as const,
  options: ['dashboard', 'quick-entries', 'options'] as const,
  bulletins: ['dashboard', 'bulletins'] as const,
};

export const useTodo = () =>
  useQuery({ queryKey: DASHBOARD_KEYS.todo, queryFn: () => call(dashboard.todo), staleTime: 30_000 });
export const useQuickEntries = () =>
  useQuery({ queryKey: DASHBOARD_KEYS.entries, queryFn: () => call(dashboard.quickEntries) });
export const useBulletins = () =>
  useQuery({ queryKey: DASHBOARD_KEYS.bulletins, queryFn: () => call(dashboard.bulletins) });
export const fetchEntryOptions = () => call(dashboard.quickEntryOptions);
export const saveEntries = (ids: number[]) => call(dashboard.saveQuickEntries, { json: { ids: ids.join('_') } });
export const postBulletin = (input: { title: string; content: string }) =>
  call(dashboard.postBulletin, { json: input });
export const deleteBulletin = (id: string) => call(dashboard.deleteBulletin, { params: { id } });

import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { TodoCounts } from '../../sync/contract/dashboard/dashboard-shape';

export type { TodoCounts };

export interface QuickEntryRow {
  indexEnterId: number;
  name: string;
  url: string;
}

export interface Bulletin {
  id: string;
  title: string;
  content: string;
  createdAt: number;
  author: string;
}

export const DASHBOARD_KEYS = {
  todo: ['dashboard', 'todo'] as const,
  entries: ['dashboard', 'quick-entries'] as const,
  options: ['dashboard', 'quick-entries', 'options'] as const,
  bulletins: ['dashboard', 'bulletins'] as const,
};

export const useTodo = () =>
  useQuery({ queryKey: DASHBOARD_KEYS.todo, queryFn: () => api<TodoCounts>('/api/dashboard/todo'), staleTime: 30_000 });
export const useQuickEntries = () =>
  useQuery({ queryKey: DASHBOARD_KEYS.entries, queryFn: () => api<QuickEntryRow[]>('/api/dashboard/quick-entries') });
export const useBulletins = () =>
  useQuery({ queryKey: DASHBOARD_KEYS.bulletins, queryFn: () => api<Bulletin[]>('/api/dashboard/bulletins') });
export const fetchEntryOptions = () => api<QuickEntryRow[]>('/api/dashboard/quick-entries/options');
export const saveEntries = (ids: number[]) =>
  api<QuickEntryRow[]>('/api/dashboard/quick-entries', { method: 'PUT', json: { ids: ids.join('_') } });
export const postBulletin = (input: { title: string; content: string }) =>
  api<{ id: string }>('/api/dashboard/bulletins', { method: 'POST', json: input });
export const deleteBulletin = (id: string) => api<null>(`/api/dashboard/bulletins/${id}`, { method: 'DELETE' });

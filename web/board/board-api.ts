import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { FILTER_FLAGS, type FilterFlag } from '../../sync/rules/board/board-status';
import { CHOISE_TODO, isTodoList, type TodoList } from '../../sync/rules/dashboard/todo-lists';

export type {
  BoardApartment,
  BoardData,
  BoardFloor,
  BoardStats,
  BoardTile,
} from '../../sync/contract/board/board-shape';
import type { BoardData, BoardStats } from '../../sync/contract/board/board-shape';

export interface FilterOptions {
  cities: { cityId: string; name: string }[];
  districts: { districtId: string; name: string; cityId: string }[];
  offices: { officeId: string; name: string }[];
  apartments: { apartmentId: string; name: string; cityId: string; districtId: string; officeId: string | null }[];
}

/** The board's filters (part 1 §2.11); empty strings are "any". `todo`: a dashboard counter's list (server only). */
export interface BoardFilters {
  cityId: string;
  districtId: string;
  officeId: string;
  apartmentId: string;
  houseNumber: string;
  flags: FilterFlag[];
  todo: TodoList | '';
}

export const EMPTY_FILTERS: BoardFilters = {
  cityId: '',
  districtId: '',
  officeId: '',
  apartmentId: '',
  houseNumber: '',
  flags: [],
  todo: '',
};

/**
 * The list a dashboard counter opens (web/dashboard/counters.ts): /jizhongHome?todo=… (sync/todo-lists.ts), or the
 * spec's choiseid (1 check-out, 2 overdue rent, 3 bills due).
 */
export function todoOfParams(params: URLSearchParams): TodoList | '' {
  const todo = params.get('todo');
  if (isTodoList(todo)) return todo;
  return CHOISE_TODO[params.get('choiseid') ?? ''] ?? '';
}

export function filtersQuery(f: BoardFilters): string {
  const q = new URLSearchParams();
  for (const key of ['cityId', 'districtId', 'officeId', 'apartmentId', 'houseNumber', 'todo'] as const)
    if (f[key]) q.set(key, f[key]);
  for (const flag of FILTER_FLAGS) if (f.flags.includes(flag)) q.set(flag, '1');
  return q.toString();
}

export function useBoard(f: BoardFilters, enabled = true) {
  const qs = filtersQuery(f);
  return useQuery({
    queryKey: ['board', 'houses', qs],
    queryFn: () => api<BoardData>(`/api/board/houses?${qs}`),
    enabled,
  });
}

export function useBoardStats(f: BoardFilters, enabled = true) {
  const qs = filtersQuery(f);
  return useQuery({
    queryKey: ['board', 'stats', qs],
    queryFn: () => api<BoardStats>(`/api/board/stats?${qs}`),
    enabled,
  });
}

export function useFilterOptions() {
  return useQuery({
    queryKey: ['board', 'filters'],
    queryFn: () => api<FilterOptions>('/api/board/filters'),
    staleTime: 60_000,
  });
}

/** Builds an in-app link with its query (URLSearchParams escapes Chinese and spaces). */
export const linkTo = (path: string, params: Record<string, string | number | null | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined) q.set(k, String(v));
  return `${path}?${q}`;
};

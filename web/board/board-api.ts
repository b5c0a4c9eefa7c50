import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { QueryOf } from '../../sync/contract/route';
import { call } from '../lib/api';
import { board } from '../../sync/contract/board/board';
import { FILTER_FLAGS, type FilterFlag } from '../../sync/rules/board/board-status';
import { openSyncedStore } from '../sync/use-sync';
import { DESKTOP_QUERY } from '../lib/use-media';
import { CHOISE_TODO, isTodoList, type TodoList } from '../../sync/rules/dashboard/todo-lists';

/** The board's filters (part 1 §2.11); empty strings are "any". `todo`: a dashboard counter's list (server only). */
export interface BoardFilters {
  cityId: string;
  districtId: string;
  officeId: string;
  apartmentId: string;
  houseNumber: string;
  flags: FilterFlag[];
  todo: TodoList | '';
  /** No apartment chosen yet: the first in board order, which the server resolves and names (no list asked first). */
  firstApartment: boolean;
}

export const EMPTY_FILTERS: BoardFilters = {
  cityId: '',
  districtId: '',
  officeId: '',
  apartmentId: '',
  houseNumber: '',
  flags: [],
  todo: '',
  firstApartment: false,
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

/**
 * The board's filters on opening /jizhongHome: apartmentId, a counter's list and status flags (isVacant=1: the finance
 * dashboard's 空置) from the query, else the default apartment; all=1 (or a flag) spans every apartment.
 */
export function initialFilters(params: URLSearchParams): BoardFilters {
  const apartmentId = params.get('apartmentId') ?? '';
  const todo = todoOfParams(params);
  const flags = FILTER_FLAGS.filter((f) => params.get(f) === '1');
  const all = params.get('all') === '1' || flags.length > 0;
  return { ...EMPTY_FILTERS, apartmentId, todo, flags, firstApartment: !apartmentId && !todo && !all };
}

/** The filters as the query of GET /api/board/houses and /stats: empty ones left out, chosen flags '1'. */
export function filtersQuery(f: BoardFilters): QueryOf<typeof board.houses> {
  const q: QueryOf<typeof board.houses> = {};
  for (const key of ['cityId', 'districtId', 'officeId', 'apartmentId', 'houseNumber'] as const)
    if (f[key]) q[key] = f[key];
  if (f.todo) q.todo = f.todo;
  if (f.firstApartment && !f.apartmentId) q.firstApartment = '1';
  for (const flag of FILTER_FLAGS) if (f.flags.includes(flag)) q[flag] = '1';
  return q;
}

/** A prefetched board is fresh for a moment, so the page mounting after its data does not ask again. */
const BOARD_FRESH_MS = 5_000;

/** The board's pages (sync/rules/board/board-page.ts): the first without `after`, then each reply's `next`. */
const boardPagesQuery = (f: BoardFilters) => {
  const query = filtersQuery(f);
  return infiniteQueryOptions({
    queryKey: ['board', 'houses', query],
    queryFn: ({ pageParam }) => call(board.houses, { query: pageParam ? { ...query, after: pageParam } : query }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: BOARD_FRESH_MS,
  });
};

const boardStatsQuery = (f: BoardFilters) => {
  const query = filtersQuery(f);
  return queryOptions({
    queryKey: ['board', 'stats', query],
    queryFn: () => call(board.stats, { query }),
    staleTime: BOARD_FRESH_MS,
  });
};

const filterOptionsQuery = queryOptions({
  queryKey: ['board', 'filters'],
  queryFn: () => call(board.filters),
  staleTime: 60_000,
});

export function useBoardPages(f: BoardFilters, enabled = true) {
  return useInfiniteQuery({ ...boardPagesQuery(f), enabled });
}

export function useBoardStats(f: BoardFilters, enabled = true) {
  return useQuery({ ...boardStatsQuery(f), enabled });
}

/** The filter panel's choices (cities, districts, projects, apartments): asked once `wanted` (the panel is shown). */
export function useFilterOptions(wanted = true) {
  return useQuery({ ...filterOptionsQuery, enabled: wanted });
}

/**
 * Starts the requests /jizhongHome makes on its first render (same query keys), for the router to call with the
 * route's code: the board's first page, its statistics and (on a desktop) the filter choices; with a synced device
 * store, its opening instead of the board. Resolves when they are in.
 */
export async function prefetchBoard(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  const f = initialFilters(params);
  // A device store that synced before draws the board (web/board/use-board-view.ts): open it now, ask no board.
  const fromDevice = !f.todo && openSyncedStore();
  await Promise.all([
    fromDevice ? null : queryClient.prefetchInfiniteQuery(boardPagesQuery(f)),
    fromDevice ? null : queryClient.prefetchQuery(boardStatsQuery(f)),
    // The filter panel is on screen on a desktop only; a phone asks for its choices when it opens the panel.
    window.matchMedia(DESKTOP_QUERY).matches ? queryClient.prefetchQuery(filterOptionsQuery) : null,
  ]);
}

/** A page of 10 vacant rooms (/kofang) of one apartment, or of all ('' ). */
export const vacantPage = (apartmentId: string, current: number) =>
  call(board.vacant, { query: { apartmentId: apartmentId || undefined, current, size: 10 } });

/** A room toggle of the board (part 1 §4) or its remark. */
export type RoomToggle = { kind: 'rent' | 'decoration' | 'show'; value: 0 | 1 } | { kind: 'remark'; value: string };

/** Saves a room toggle or remark straight on the server (before the device has synced). */
export async function saveRoomToggle(houseId: string, t: RoomToggle): Promise<void> {
  const params = { id: houseId };
  if (t.kind === 'remark') await call(board.remark, { params, json: { remark: t.value } });
  else if (t.kind === 'rent') await call(board.rent, { params, json: { isRent: t.value } });
  else if (t.kind === 'decoration') await call(board.decoration, { params, json: { isDecoration: t.value } });
  else await call(board.show, { params, json: { isShow: t.value } });
}

/** Builds an in-app link with its query (URLSearchParams escapes Chinese and spaces). */
export const linkTo = (path: string, params: Record<string, string | number | null | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined) q.set(k, String(v));
  return `${path}?${q}`;
};

import type { QueryClient } from '@tanstack/react-query';
import { prefetchDashboard } from '../dashboard/dashboard-api';
import { prefetchBoard } from '../board/board-api';
import { prefetchShell } from '../shell/account-queries';

type Prefetch = (queryClient: QueryClient, params: URLSearchParams) => unknown;

/**
 * The data a screen shows first, asked for by the router when the navigation starts: in parallel with the screen's
 * code and the permission check, not after they arrive and render. Each entry fills the same query the screen reads.
 */
const ROUTE_DATA: Record<string, Prefetch> = {
  '/index': prefetchDashboard,
  '/jizhongHome': prefetchBoard,
};

let started: Promise<unknown> = Promise.resolve();

/** Starts the data of the route at `path` (and of the shell around it); never waits for it and never throws. */
export function prefetchRoute(queryClient: QueryClient, url: URL, path: string) {
  started = Promise.allSettled([prefetchShell(queryClient), ROUTE_DATA[path]?.(queryClient, url.searchParams)]);
}

/** Settles once the data of the route last started is in, or failed (the first screen's, at the start). */
export const routeDataSettled = () => started;

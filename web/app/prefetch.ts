import type { QueryClient } from '@tanstack/react-query';
import { prefetchDashboard } from '../dashboard/dashboard-api';
import { prefetchBoard } from '../board/board-api';
import { prefetchShell } from '../shell/account-queries';
import { ApiError, NETWORK_STATUS } from '../lib/api';

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

/**
 * Settles when a query of `queryClient` finds no network (its request failed to reach the server): its retries, and
 * those of the others, will not bring the data in soon. `stop` ends the watch.
 */
function noNetwork(queryClient: QueryClient, stop: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const off = queryClient.getQueryCache().subscribe((e) => {
      const failed = e.query.state.fetchFailureReason;
      if (failed instanceof ApiError && failed.status === NETWORK_STATUS) resolve();
    });
    void stop.finally(off);
  });
}

/**
 * Starts the data of the route at `path` (and of the shell around it); never waits for it and never throws. With no
 * network (the browser says so, or a request of it could not reach the server), nothing is on its way: the screen's
 * data is taken as settled (the queries keep trying; a phone reading its device store shows its rows meanwhile).
 */
export function prefetchRoute(queryClient: QueryClient, url: URL, path: string) {
  const asked = Promise.allSettled([prefetchShell(queryClient), ROUTE_DATA[path]?.(queryClient, url.searchParams)]);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  started = offline ? Promise.resolve() : Promise.race([asked, noNetwork(queryClient, asked)]);
}

/** Settles once the data of the route last started is in, or failed (the first screen's, at the start). */
export const routeDataSettled = () => started;

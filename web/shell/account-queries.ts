import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../lib/api';
import { updateFromProfile } from '../lib/session';
import { auth } from '../../sync/contract/auth/auth';
import { messages } from '../../sync/contract/messages/messages';

/**
 * The profile; its menu list refreshes the stored one, so a role change shows without signing in again: asked for
 * again at each navigation (web/app/prefetch.ts) once a few seconds old, so a permission taken away leaves the menu
 * at the next navigation.
 */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: async () => {
    const p = await call(auth.profile);
    updateFromProfile(p);
    return p;
  },
  staleTime: 5_000,
});

/**
 * The unread message counts of the bell; fresh for a moment, so the shell mounting after a prefetch does not ask twice.
 * The message centre is live while the app is open (issue 19.4): asked every 5 s while the page is visible (not in a
 * hidden tab), one indexed count per ask, so a new message shows on the bell within seconds.
 */
const UNREAD_POLL_MS = 5_000;
export const unreadQuery = queryOptions({
  queryKey: ['unread'],
  queryFn: () => call(messages.unread),
  refetchInterval: UNREAD_POLL_MS,
  staleTime: 10_000,
});

/** What the shell shows of the account, asked for at navigation (web/app/prefetch.ts). */
export const prefetchShell = (queryClient: QueryClient) =>
  Promise.all([queryClient.prefetchQuery(profileQuery), queryClient.prefetchQuery(unreadQuery)]);

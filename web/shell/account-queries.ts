import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../lib/api';
import { updateFromProfile } from '../lib/session';
import { auth } from '../../sync/contract/auth/auth';
import { messages } from '../../sync/contract/messages/messages';

/** The profile; its menu list refreshes the stored one, so a role change shows without signing in again. */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: async () => {
    const p = await call(auth.profile);
    updateFromProfile(p);
    return p;
  },
  staleTime: 60_000,
});

/** The unread message counts of the bell; fresh for a moment, so the shell mounting after a prefetch does not ask twice. */
export const unreadQuery = queryOptions({
  queryKey: ['unread'],
  queryFn: () => call(messages.unread),
  refetchInterval: 60_000,
  staleTime: 10_000,
});

/** What the shell shows of the account, asked for at navigation (web/app/prefetch.ts). */
export const prefetchShell = (queryClient: QueryClient) =>
  Promise.all([queryClient.prefetchQuery(profileQuery), queryClient.prefetchQuery(unreadQuery)]);

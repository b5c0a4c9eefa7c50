import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

/** The app's one query cache: the router fills it at navigation (web/app/prefetch.ts), the screens read it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      refetchOnWindowFocus: true,
    },
  },
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMedia, DESKTOP_QUERY } from '../lib/use-media';
import { ApiError } from '../lib/api';
import { PhoneShell } from './PhoneShell';
import { DesktopShell } from './DesktopShell';
import './shell.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      refetchOnWindowFocus: true,
    },
  },
});

/** The main layout: the field layout with a tab bar below 1024 px, the desktop layout with a side menu above. */
export function AppLayout() {
  const desktop = useMedia(DESKTOP_QUERY);
  return <QueryClientProvider client={queryClient}>{desktop ? <DesktopShell /> : <PhoneShell />}</QueryClientProvider>;
}

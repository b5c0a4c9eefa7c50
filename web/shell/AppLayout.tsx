import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMedia, DESKTOP_QUERY } from '../lib/use-media';
import { queryClient } from '../app/query-client';
import { cacheAppWhenLoaded } from '../pwa/cache-app';
import { PhoneShell } from './PhoneShell';
import { DesktopShell } from './DesktopShell';

/** The main layout: the field layout with a tab bar below 1024 px, the desktop layout with a side menu above. */
export function AppLayout() {
  const desktop = useMedia(DESKTOP_QUERY);
  // Signed in: the rest of the app is cached for offline use, in the background.
  useEffect(cacheAppWhenLoaded, []);
  return <QueryClientProvider client={queryClient}>{desktop ? <DesktopShell /> : <PhoneShell />}</QueryClientProvider>;
}

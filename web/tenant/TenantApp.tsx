import { useEffect, useRef, useState } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DotLoading } from 'antd-mobile';
import { ApiError } from '../lib/api';
import { isDeadLink } from './tenant-api';
import { startSession, takeLinkToken } from './link-session';
import { DeadLink } from './DeadLink';
import { TenantShell } from './TenantShell';
import './tenant.css';

const client4xx = (e: unknown) => e instanceof ApiError && e.status >= 400 && e.status < 500;

/**
 * The tenant's own page (/tenant, public: outside RequireAuth and the staff layout; issue 19.1). Opened from the
 * operator's link `/tenant#t=<token>`, it trades the token for the tenant cookie once and drops it from the address;
 * later visits use the cookie. Any 401 of a tenant route shows the dead-link screen.
 */
export default function TenantApp() {
  const [state, setState] = useState<'starting' | 'ready' | 'dead'>('starting');
  const [client] = useState(() => {
    const onError = (e: unknown) => {
      if (isDeadLink(e)) setState('dead');
    };
    return new QueryClient({
      queryCache: new QueryCache({ onError }),
      mutationCache: new MutationCache({ onError }),
      defaultOptions: { queries: { retry: (n, e) => n < 2 && !client4xx(e), refetchOnWindowFocus: true } },
    });
  });

  const started = useRef(false);
  useEffect(() => {
    // Once (StrictMode runs effects twice in development): the token is taken from the address the first time.
    if (started.current) return;
    started.current = true;
    document.title = '租客服务';
    const token = takeLinkToken();
    if (!token) return setState('ready');
    startSession(token).then(
      () => setState('ready'),
      (e: unknown) => setState(isDeadLink(e) || client4xx(e) ? 'dead' : 'ready'),
    );
  }, []);

  if (state === 'dead') return <DeadLink />;
  if (state === 'starting')
    return (
      <div className="tenant-loading">
        <DotLoading color="primary" />
      </div>
    );
  return (
    <QueryClientProvider client={client}>
      <TenantShell />
    </QueryClientProvider>
  );
}

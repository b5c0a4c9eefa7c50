import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, TabBar } from 'antd-mobile';
import { isDeadLink, ME_KEY, tenantCall } from './tenant-api';
import { SECTIONS, type TenantSectionProps } from './sections';
import { tenant } from '../../sync/contract/tenant/tenant';

const LAZY = new Map(SECTIONS.map((s) => [s.key, lazy(s.load)]));

const Loading = () => (
  <div className="tenant-loading">
    <DotLoading color="primary" />
  </div>
);

/** The signed-in tenant page: the lease's room on top, the open section, the sections' tab bar. */
export function TenantShell() {
  const [search, setSearch] = useSearchParams();
  const me = useQuery({ queryKey: ME_KEY, queryFn: () => tenantCall(tenant.me) });
  const key = LAZY.has(search.get('s') ?? '') ? search.get('s')! : SECTIONS[0]!.key;
  const go = useCallback<TenantSectionProps['go']>(
    (next, params = {}) => setSearch(next === SECTIONS[0]!.key ? params : { s: next, ...params }),
    [setSearch],
  );
  const Section = useMemo(() => LAZY.get(key)!, [key]);

  if (me.isPending || (me.isError && isDeadLink(me.error))) return <Loading />;
  if (me.isError)
    return (
      <ErrorBlock status="default" title="加载失败" description={me.error.message}>
        <Button color="primary" onClick={() => void me.refetch()}>
          重试
        </Button>
      </ErrorBlock>
    );
  return (
    <div className="tenant-app">
      <header className="tenant-head">
        <div className="tenant-head-house">{me.data.houseName}</div>
        <div className="tenant-head-name">{me.data.tenantName}，您好</div>
      </header>
      <main className="tenant-main">
        <Suspense fallback={<Loading />}>
          <Section me={me.data} go={go} />
        </Suspense>
      </main>
      <nav className="tenant-tabs">
        <TabBar activeKey={key} onChange={(k) => go(k)}>
          {SECTIONS.map((s) => (
            <TabBar.Item key={s.key} title={s.title} icon={<s.icon />} />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}

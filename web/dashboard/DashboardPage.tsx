import { lazy, Suspense } from 'react';
import type { RouteDef } from '../../sync/product/menu';
import { getSession } from '../lib/session';
import { useProfile } from '../shell/account';
import { QuickEntries } from './QuickEntries';
import { TodoCounters } from './TodoCounters';
import { canPublish } from './bulletin-rights';
import { useAfterLoad } from '../app/after-load';
import './dashboard.css';

// The bulletin board draws with the kit's list and dialogs: it loads after the dashboard, which shows without it.
const BulletinBoard = lazy(() => import('./BulletinBoard'));

/** The bulletin board's place while its code loads: its heading and the three lines its loading state shows. */
function PendingBulletins() {
  return (
    <section className="dash-bulletins" aria-busy="true">
      <div className="dash-group-head">
        <h2>公告栏</h2>
        {canPublish() ? (
          <button type="button" className="link-button" disabled>
            发布公告
          </button>
        ) : null}
      </div>
      <div className="dash-pending-lines" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </section>
  );
}

const greeting = (hour: number) => (hour < 6 ? '夜深了' : hour < 12 ? '上午好' : hour < 18 ? '下午好' : '晚上好');

/** 首页 (/index, part 1 §2.5): greeting, quick entries, to-do counters by group, bulletin board. */
export default function DashboardPage({ route }: { route: RouteDef }) {
  const profile = useProfile();
  // The stored session's names show at once; the profile only refreshes them.
  const nickname = profile.data?.nickname ?? getSession()?.nickname ?? '';
  const orgName = profile.data?.orgName ?? getSession()?.orgName;
  // The board's code (with the kit, about 80 KB) loads once the page has loaded: not in the way of the first paint.
  const bulletinsNow = useAfterLoad();
  return (
    <div className="page dash">
      <div className="dash-hello">
        <h1 className="page-title">{route.title}</h1>
        <div className="dash-hello-text">
          {greeting(new Date().getHours())}
          {nickname ? `，${nickname}` : ''}
          {orgName ? <span className="dash-hello-sub"> · {orgName}</span> : null}
        </div>
      </div>
      <div className="dash-layout">
        <div className="dash-main">
          <section className="page-card dash-card">
            <QuickEntries />
          </section>
          <section className="page-card dash-card">
            <TodoCounters />
          </section>
        </div>
        <aside className="page-card dash-card dash-side">
          {bulletinsNow ? (
            <Suspense fallback={<PendingBulletins />}>
              <BulletinBoard />
            </Suspense>
          ) : (
            <PendingBulletins />
          )}
        </aside>
      </div>
    </div>
  );
}

import type { RouteDef } from '../../sync/product/menu';
import { getSession } from '../lib/session';
import { useProfile } from '../shell/account';
import { QuickEntries } from './QuickEntries';
import { TodoCounters } from './TodoCounters';
import { BulletinBoard } from './BulletinBoard';
import './dashboard.css';

const greeting = (hour: number) => (hour < 6 ? '夜深了' : hour < 12 ? '上午好' : hour < 18 ? '下午好' : '晚上好');

/** 首页 (/index, part 1 §2.5): greeting, quick entries, to-do counters by group, bulletin board. */
export default function DashboardPage({ route }: { route: RouteDef }) {
  const profile = useProfile();
  // The stored session's names show at once; the profile only refreshes them.
  const nickname = profile.data?.nickname ?? getSession()?.nickname ?? '';
  const orgName = profile.data?.orgName ?? getSession()?.orgName;
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
          <BulletinBoard />
        </aside>
      </div>
    </div>
  );
}

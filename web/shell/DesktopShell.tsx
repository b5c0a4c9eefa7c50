import { useState } from 'react';
import { DownOutline } from 'antd-mobile-icons';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { getSession } from '../lib/session';
import { groupOf, menuAllows, findRoute } from '../../sync/product/menu';
import { Breadcrumb } from './Breadcrumb';
import { useProfile } from './account';
import { sideMenuFor } from './nav';
import { LateSyncIndicator } from './LateSyncIndicator';
import { Bell } from './Bell';
import { UserMenu } from './UserMenu';

/** The user menu of the header (spec part 1 §2.3); entries the user may not open are left out. */
const USER_MENU = [
  { key: '/personalCenter', text: '个人中心' },
  { key: '/General', text: '通用配置' },
  { key: '/ShuJuBaoBiao', text: '数据报表' },
  { key: '/logsInfor', text: '操作日志' },
  { key: 'logout', text: '退出登录' },
];

export function DesktopShell() {
  const { pathname } = useLocation();
  const profile = useProfile();
  const menu = getSession()?.menuList ?? [];
  const groups = sideMenuFor(menu);
  const current = groupOf(pathname)?.pkId ?? null;
  const [open, setOpen] = useState<Set<number | null>>(() => new Set([current]));
  const toggle = (pkId: number | null) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(pkId)) next.delete(pkId);
      else next.add(pkId);
      return next;
    });
  const generalAllowed = menu.some((e) => e.pkId === 7);
  const userMenu = USER_MENU.filter(
    (m) => m.key === 'logout' || (m.key === '/General' ? generalAllowed : menuAllows(menu, findRoute(m.key)?.perm)),
  );

  return (
    <div className="desk-shell">
      <header className="desk-header">
        <Link to="/index" className="desk-logo" aria-label="公寓管家首页">
          <img src="/icons/favicon.svg" alt="" width={32} height={32} />
          <span>公寓管家</span>
        </Link>
        <span className="desk-org">{profile.data?.orgName}</span>
        <div className="desk-header-right">
          <LateSyncIndicator />
          <Bell />
          <UserMenu name={profile.data?.nickname ?? getSession()?.nickname ?? ''} entries={userMenu} />
        </div>
      </header>
      <div className="desk-body">
        <nav className="desk-side" aria-label="侧边菜单">
          <NavLink to="/index" className="desk-side-link desk-side-home">
            首页
          </NavLink>
          {groups
            .filter((g) => g.pkId !== null)
            .map((g) => (
              <section key={g.pkId} className="desk-side-group">
                <button
                  type="button"
                  className="desk-side-title"
                  aria-expanded={open.has(g.pkId)}
                  onClick={() => toggle(g.pkId)}
                >
                  {g.title}
                  <DownOutline fontSize={10} className={open.has(g.pkId) ? 'chev open' : 'chev'} />
                </button>
                {open.has(g.pkId) &&
                  g.routes.map((r) => (
                    <NavLink key={r.path} to={r.path} className="desk-side-link">
                      {r.title}
                    </NavLink>
                  ))}
              </section>
            ))}
        </nav>
        <main className="desk-main">
          <Breadcrumb />
          <Outlet />
        </main>
      </div>
    </div>
  );
}

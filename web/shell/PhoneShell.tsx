import { LeftOutline } from 'antd-mobile-icons';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { getSession } from '../lib/session';
import { findRoute } from '../../sync/product/menu';
import { Breadcrumb } from './Breadcrumb';
import { useProfile } from './account';
import { tabsFor } from './nav';
import { LateSyncIndicator } from './LateSyncIndicator';
import { Bell } from './Bell';
import { PhoneTabs } from './PhoneTabs';

/** The field layout: top bar (back, title, sync state, messages), the screen, the bottom tabs; no kit, so it shows first. */
export function PhoneShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useProfile();
  const tabs = tabsFor(getSession()?.menuList ?? []);
  const isTab = tabs.some((t) => t.path === pathname);
  const title = findRoute(pathname)?.title ?? '公寓管家';
  return (
    <div className="phone-shell">
      <header className="phone-top">
        {/* The kit's NavBar makes its back arrow an unnamed, unfocusable role=button: a real button here instead. */}
        <div className="phone-bar">
          <div className="phone-bar-side">
            {!isTab && (
              <button
                type="button"
                className="icon-button phone-back"
                onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/index'))}
              >
                <LeftOutline fontSize={22} aria-hidden />
                返回
              </button>
            )}
          </div>
          <div className="phone-bar-title">{title}</div>
          <div className="phone-bar-side phone-bar-right">
            <span className="sync-right">
              <LateSyncIndicator compact />
              <Bell />
            </span>
          </div>
        </div>
      </header>
      {!isTab && <Breadcrumb />}
      <main className="phone-main">
        <Outlet />
      </main>
      <PhoneTabs />
    </div>
  );
}

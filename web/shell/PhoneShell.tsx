import { Badge, NavBar, TabBar } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { getSession } from '../lib/session';
import { findRoute } from '../../sync/product/menu';
import { Breadcrumb } from './Breadcrumb';
import { badgeText, useProfile, useUnread } from './account';
import { tabsFor } from './nav';
import { SyncIndicator } from '../sync/SyncIndicator';

export function PhoneShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useProfile();
  const unread = useUnread();
  const tabs = tabsFor(getSession()?.menuList ?? []);
  const isTab = tabs.some((t) => t.path === pathname);
  const title = findRoute(pathname)?.title ?? '公寓管家';
  const bell = (
    <button type="button" className="icon-button" aria-label="消息中心" onClick={() => navigate('/Message')}>
      <Badge content={badgeText(unread.data?.unreadTotal)}>
        <BellOutline fontSize={22} />
      </Badge>
    </button>
  );
  return (
    <div className="phone-shell">
      <header className="phone-top">
        <NavBar
          back={isTab ? null : '返回'}
          onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/index'))}
          right={
            <span className="sync-right">
              <SyncIndicator compact />
              {bell}
            </span>
          }
        >
          {title}
        </NavBar>
      </header>
      {!isTab && <Breadcrumb />}
      <main className="phone-main">
        <Outlet />
      </main>
      <nav className="phone-tabs" aria-label="主导航">
        <TabBar
          safeArea
          activeKey={tabs.find((t) => t.path === pathname)?.path ?? ''}
          onChange={(key) => navigate(key)}
        >
          {tabs.map((t) => (
            <TabBar.Item key={t.path} icon={t.iconEl} title={t.title} />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}

import { Badge, TabBar } from 'antd-mobile';
import { BellOutline, LeftOutline } from 'antd-mobile-icons';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { getSession } from '../lib/session';
import { findRoute } from '../../sync/product/menu';
import { Breadcrumb } from './Breadcrumb';
import { badgeText, useProfile, useUnread } from './account';
import { tabsFor } from './nav';
import { LateSyncIndicator } from './LateSyncIndicator';

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
              {bell}
            </span>
          </div>
        </div>
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

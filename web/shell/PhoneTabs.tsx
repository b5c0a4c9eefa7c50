import { useLocation, useNavigate } from 'react-router-dom';
import { getSession } from '../lib/session';
import { tabsFor } from './nav';

/** The phone's bottom tabs (首页, 房源, 抄表, 租约, 我的), the ones the user may open; plain buttons, no kit. */
export function PhoneTabs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = tabsFor(getSession()?.menuList ?? []);
  return (
    <nav className="phone-tabs" aria-label="主导航">
      <div className="phone-tab-row">
        {tabs.map((t) => {
          const active = t.path === pathname;
          return (
            <button
              key={t.path}
              type="button"
              className={active ? 'phone-tab phone-tab-active' : 'phone-tab'}
              aria-current={active ? 'page' : undefined}
              onClick={() => navigate(t.path)}
            >
              <span className="phone-tab-icon">{t.iconEl}</span>
              <span className="phone-tab-title">{t.title}</span>
            </button>
          );
        })}
      </div>
    </nav>
  );
}

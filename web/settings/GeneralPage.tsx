import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { DotLoading, ErrorBlock, Tabs } from 'antd-mobile';
import { PageFrame } from '../components/PageFrame';
import { getSession } from '../lib/session';
import { rememberGeneralTab } from '../pages/GeneralHub';
import { MENU, menuAllows, type RouteDef } from '../../sync/product/menu';
import './settings.css';

/** One small screen per configuration tab (spec part 1 §2.12). */
const TABS: Record<string, ComponentType> = {
  '/General_1': lazy(() => import('./SystemConfig')),
  '/General_2': lazy(() => import('./HouseConfig')),
  '/General_3': lazy(() => import('./TenantSources')),
  '/General_4': lazy(() => import('./ContractTemplates')),
  '/General_5': lazy(() => import('./FinanceConfig')),
  '/General_6': lazy(() => import('./UtilityConfig')),
  '/General_7': lazy(() => import('./HardwareConfig')),
  '/General_8': lazy(() => import('./ServicePhone')),
};

/** /General_1 … /General_8: tabs of the configuration screens the user may open; the hub remembers the last one. */
export default function GeneralPage({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  const menu = getSession()?.menuList ?? [];
  const tabs = MENU.find((g) => g.pkId === 7)!.routes.filter((r) => menuAllows(menu, r.perm));
  useEffect(() => rememberGeneralTab(route.path), [route.path]);
  const Screen = TABS[route.path];
  return (
    <PageFrame title="通用配置">
      <Tabs className="settings-tabs" activeKey={route.path} onChange={(key) => navigate(key)}>
        {tabs.map((t) => (
          <Tabs.Tab key={t.path} title={t.title} />
        ))}
      </Tabs>
      <Suspense
        fallback={
          <div className="route-fallback">
            <DotLoading />
          </div>
        }
      >
        <div className="settings-screen">{Screen ? <Screen /> : <ErrorBlock status="empty" title="页面不存在" />}</div>
      </Suspense>
    </PageFrame>
  );
}

import { AppOutline, FileOutline, HistogramOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import { createElement } from 'react';
import { findRoute, groupOf, MENU, menuAllows, type MenuList, type RouteDef } from '../../sync/product/menu';

/** The phone tab bar (首页, 房源, 抄表, 租约, 我的); a tab whose screen the user may not open is left out. */
export const TABS = [
  { path: '/index', title: '首页', icon: AppOutline },
  { path: '/jizhongHome', title: '房源', icon: UnorderedListOutline },
  { path: '/meterReading', title: '抄表', icon: HistogramOutline },
  { path: '/bookingList', title: '租约', icon: FileOutline },
  { path: '/personalCenter', title: '我的', icon: UserOutline },
].map((t) => ({ ...t, route: findRoute(t.path)!, iconEl: createElement(t.icon) }));

export const tabsFor = (menu: MenuList) => TABS.filter((t) => menuAllows(menu, t.route.perm));

/** Side-menu groups: home, then each group the menu list shows with the visible children it allows. */
export function sideMenuFor(menu: MenuList) {
  return MENU.filter((g) => g.pkId !== 7 && g.pkId !== 8)
    .map((g) => ({ ...g, routes: g.routes.filter((r) => !r.hidden && menuAllows(menu, r.perm)) }))
    .filter((g) => g.routes.length > 0);
}

export interface Crumb {
  title: string;
  path?: string;
}

/** Breadcrumb of a path: 首页 › group › screen. */
export function crumbsOf(pathname: string): Crumb[] {
  const route: RouteDef | undefined = findRoute(pathname);
  if (!route || route.path === '/index') return [{ title: '首页' }];
  const group = groupOf(route.path);
  const crumbs: Crumb[] = [{ title: '首页', path: '/index' }];
  if (group && group.pkId !== null) crumbs.push({ title: group.title });
  crumbs.push({ title: route.title });
  return crumbs;
}

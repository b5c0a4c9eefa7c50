import { Navigate } from 'react-router-dom';
import { ErrorBlock } from 'antd-mobile';
import { getSession } from '../lib/session';
import { MENU, menuAllows } from '../../sync/product/menu';

const TAB_KEY = 'gongyu.generalTab';

/** /General remembers the last configuration tab (spec part 1 §2.12) and opens it, or the first one allowed. */
export default function GeneralHub() {
  const menu = getSession()?.menuList ?? [];
  const tabs = MENU.find((g) => g.pkId === 7)!.routes.filter((r) => menuAllows(menu, r.perm));
  if (!tabs.length)
    return <ErrorBlock status="default" title="没有访问权限" description="您的账号没有通用配置的权限" />;
  const saved = localStorage.getItem(TAB_KEY);
  const target = tabs.find((t) => t.path === saved) ?? tabs[0];
  return <Navigate to={target.path} replace />;
}

export const rememberGeneralTab = (path: string) => localStorage.setItem(TAB_KEY, path);

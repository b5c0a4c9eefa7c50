import { useSearchParams } from 'react-router-dom';
import { Tabs } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { menuAllows } from '../../../sync/product/menu';
import { PERMS } from '../../../sync/product/permissions';
import { getSession } from '../../lib/session';
import { PermissionTab } from './PermissionTab';
import { UnifiedTab } from './UnifiedTab';
import '../hardware.css';
import './access.css';

const TABS = [
  { key: 'unified', title: '统一分配' },
  { key: 'tenants', title: '租客权限管理' },
] as const;

/**
 * 门禁授权 (/accessAuthority, spec part 3 §2.3): 统一分配 per apartment and 租客权限管理 per resident. The tab is in
 * the URL (`?tab=tenants`), so back and a refresh keep it; switching tabs leaves the other tab's filters and page.
 */
export default function AccessAuthorityPage({ route }: { route: RouteDef }) {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'unified';
  const canPass = menuAllows(getSession()?.menuList ?? [], PERMS.tempAccess);
  const tabs = (
    <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })} className="hardware-tabs">
      {TABS.map((t) => (
        <Tabs.Tab key={t.key} title={t.title} />
      ))}
    </Tabs>
  );
  return tab === 'unified' ? (
    <UnifiedTab title={route.title} tabs={tabs} canPass={canPass} />
  ) : (
    <PermissionTab title={route.title} tabs={tabs} />
  );
}

import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Tabs } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { ACCESS_TAB } from '../../sync/rules/hardware/access-rules';
import { DoorTab } from './doors/DoorTab';
import { EQUIPMENT_TABS, HUB_DEV_TYPE, tabOf } from './device-tabs';
import './hardware.css';

/**
 * 设备管理 (/equipmentManage, part 3 §2.1): the device tabs. Tabs 1 (门禁设备) and 3 (全屏门口机) list the door-access
 * devices here (web/hardware/doors); the meter and lock tabs open /shuiDianSuo. The spec keeps the device type in
 * local storage; here it travels in the URL (`?tab=3`, `/shuiDianSuo?devType=3`), so back and a refresh land on the
 * same tab.
 */
export default function EquipmentManagePage({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(EQUIPMENT_TABS, params.get('tab'), EQUIPMENT_TABS[0].key);
  const title = EQUIPMENT_TABS.find((t) => t.key === tab)?.title ?? '';
  const onTab = (key: string) => {
    const devType = HUB_DEV_TYPE[Number(key)];
    if (devType) navigate(`/shuiDianSuo?devType=${devType}`);
    else setParams({ tab: key }, { replace: true });
  };
  const tabs = (
    <Tabs activeKey={String(tab)} onChange={onTab} className="hardware-tabs">
      {EQUIPMENT_TABS.map((t) => (
        <Tabs.Tab key={String(t.key)} title={t.title} />
      ))}
    </Tabs>
  );
  // A link naming a meter or lock tab (?tab=100) opens the hub there, as choosing the tab does.
  if (HUB_DEV_TYPE[tab]) return <Navigate to={`/shuiDianSuo?devType=${HUB_DEV_TYPE[tab]}`} replace />;
  const doorTab = tab === ACCESS_TAB.doorUnits ? ACCESS_TAB.doorUnits : ACCESS_TAB.doors;
  return <DoorTab key={doorTab} tab={doorTab} title={route.title} tabName={title} tabs={tabs} />;
}

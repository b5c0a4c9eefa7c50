import { useNavigate, useSearchParams } from 'react-router-dom';
import { Tabs } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { PageFrame } from '../components/PageFrame';
import { Building } from './Building';
import { EQUIPMENT_TABS, HUB_DEV_TYPE, tabOf } from './device-tabs';
import './hardware.css';

/**
 * 设备管理 (/equipmentManage, part 3 §2.1): the device tabs. Door-access devices and door units arrive with issue 18;
 * the meter and lock tabs open /shuiDianSuo. The spec keeps the device type in local storage; here it travels in the
 * URL (`/shuiDianSuo?devType=3`), so back and a refresh land on the same tab.
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
  return (
    <PageFrame title={route.title}>
      <Tabs activeKey={String(tab)} onChange={onTab} className="hardware-tabs">
        {EQUIPMENT_TABS.map((t) => (
          <Tabs.Tab key={String(t.key)} title={t.title} />
        ))}
      </Tabs>
      <Building what={title} />
    </PageFrame>
  );
}

import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import type { RouteDef } from '../../sync/product/menu';
import { DEV_TYPE_LOCK, HUB_TABS, tabOf } from './device-tabs';
import { LockTab } from './locks/LockTab';
import { MeterTab } from './meters/MeterTab';
import './hardware.css';

/**
 * 水电锁 (/shuiDianSuo, part 3 §2.2): the meter and lock hub, on the tab `?devType=` names (门锁, 3, by default; the
 * spec keeps it in local storage, the URL keeps it across back and a refresh): the meter tabs (web/hardware/meters)
 * and the lock tab (web/hardware/locks).
 */
export default function ShuiDianSuoPage({ route }: { route: RouteDef }) {
  const [params, setParams] = useSearchParams();
  const devType = tabOf(HUB_TABS, params.get('devType'), DEV_TYPE_LOCK);
  const tabs = (
    <Tabs
      activeKey={String(devType)}
      onChange={(k) => setParams({ devType: k }, { replace: true })}
      className="hardware-tabs"
    >
      {HUB_TABS.map((t) => (
        <Tabs.Tab key={String(t.key)} title={t.title} />
      ))}
    </Tabs>
  );
  if (devType === DEV_TYPE_LOCK) return <LockTab title={route.title} tabs={tabs} />;
  // The tab's key re-mounts the meter tab: each type keeps its own sheets.
  return <MeterTab key={devType} title={route.title} tabs={tabs} devType={devType as 1 | 2 | 4} />;
}

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, Radio, Stepper, Switch } from 'antd-mobile';
import { call } from '../lib/api';
import { settings } from '../../sync/contract/settings/settings';
import type { DeviceConfig } from '../../sync/contract/settings/settings-shapes';
import { DOOR_LOCK_MODES, FREEZE_DAYS } from '../../sync/rules/settings/settings';
import { ApartmentScoped, QueryState, runSave } from './shared';

/** General_7: how door-lock passwords are issued and whether locks freeze automatically on arrears. */
export default function HardwareConfig() {
  return <ApartmentScoped>{(apartmentId) => <Panel key={apartmentId} apartmentId={apartmentId} />}</ApartmentScoped>;
}

function Panel({ apartmentId }: { apartmentId: string }) {
  const q = useQuery({
    queryKey: ['settings', 'device', apartmentId],
    queryFn: () => call(settings.device, { params: { apartmentId } }),
  });
  return (
    <QueryState loading={q.isLoading} error={q.error}>
      {q.data && <Form key={q.dataUpdatedAt} data={q.data} />}
    </QueryState>
  );
}

function Form({ data }: { data: DeviceConfig }) {
  const client = useQueryClient();
  const [doorLock, setDoorLock] = useState(data.doorLock);
  // Shown as a plain on/off switch; stored with the spec's inverted meaning (0 = on).
  const [freezeOn, setFreezeOn] = useState(data.freezeSwitch === 0);
  const [freezeDays, setFreezeDays] = useState(data.freezeDays);
  const [staffOpen, setStaffOpen] = useState(data.staffOpenRented === 1);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const out = await runSave(() =>
      call(settings.saveDevice, {
        params: { apartmentId: data.apartmentId },
        // doorLock: one of DOOR_LOCK_MODES
        json: {
          doorLock: doorLock as 0 | 1,
          freezeSwitch: freezeOn ? 0 : 1,
          freezeDays,
          staffOpenRented: staffOpen ? 1 : 0,
        },
      }),
    );
    setBusy(false);
    if (out) client.setQueryData(['settings', 'device', data.apartmentId], out);
  };
  return (
    <>
      <div className="settings-section-title">门锁密码下发方式</div>
      <Radio.Group value={doorLock} onChange={(v) => setDoorLock(Number(v))}>
        {Object.entries(DOOR_LOCK_MODES).map(([v, label]) => (
          <div key={v} className="settings-row">
            <Radio value={Number(v)}>{label}</Radio>
          </div>
        ))}
      </Radio.Group>
      <List style={{ marginTop: 8, '--padding-left': '0' }}>
        <List.Item
          description="租客欠费时自动冻结其门锁密码，缴清后自动解冻"
          extra={<Switch checked={freezeOn} onChange={setFreezeOn} aria-label="欠费自动冻结" />}
        >
          欠费自动冻结
        </List.Item>
        {freezeOn && (
          <List.Item
            description="账单逾期超过该天数后冻结"
            extra={
              <Stepper
                min={FREEZE_DAYS.min}
                max={FREEZE_DAYS.max}
                digits={0}
                value={freezeDays}
                onChange={(v) => setFreezeDays(v ?? FREEZE_DAYS.default)}
                aria-label="欠费冻结天数"
              />
            }
          >
            欠费冻结天数
          </List.Item>
        )}
        <List.Item
          description="关闭时，打开已出租房间的门锁须选择开门原因，并通知租客"
          extra={<Switch checked={staffOpen} onChange={setStaffOpen} aria-label="出租后管家可开门" />}
        >
          出租后管家可开门
        </List.Item>
      </List>
      <div className="settings-actions">
        <Button color="primary" loading={busy} onClick={() => void save()}>
          保存
        </Button>
      </div>
    </>
  );
}

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Radio, Toast } from 'antd-mobile';
import { PickerButton } from '../components/PickerButton';
import { yuanToFen } from '../../sync/rules/common/money';
import { COLLECT_RENT_TYPES, FACILITIES, parseFacility } from '../../sync/product/catalog';
import { checkRentCollection } from '../../sync/rules/settings/settings';
import { ApartmentScoped, fenInput, QueryState, runSave } from './shared';
import { houseKey, saveRentDefaults, useHouseDefaults } from './house-api';
import { DefaultItemsDialog, FacilityDialog, IntroDialog } from './HouseDialogs';
import type { HouseDefaults } from '../../sync/contract/settings/settings-shapes';

/** General_2: per-apartment defaults the room-template form starts from. */
export default function HouseConfig() {
  return (
    <ApartmentScoped>{(apartmentId) => <HousePanel key={apartmentId} apartmentId={apartmentId} />}</ApartmentScoped>
  );
}

function HousePanel({ apartmentId }: { apartmentId: string }) {
  const q = useHouseDefaults(apartmentId);
  return (
    <QueryState loading={q.isLoading} error={q.error} lines={8}>
      {q.data && <HouseForm apartmentId={apartmentId} data={q.data} />}
    </QueryState>
  );
}

const MONTHS = Array.from({ length: 10 }, (_, i) => i + 1);
const DEPOSIT_OPTIONS = MONTHS.map((m) => ({ label: `押${m}`, value: m }));
const PAYMENT_OPTIONS = MONTHS.map((m) => ({ label: `付${m}`, value: m }));

function HouseForm({ apartmentId, data }: { apartmentId: string; data: HouseDefaults }) {
  const client = useQueryClient();
  const [advance, setAdvance] = useState(fenInput(data.advanceCost));
  const [deposit, setDeposit] = useState(data.deposit);
  const [payment, setPayment] = useState(data.payment);
  const [collectType, setCollectType] = useState(data.collectRentType);
  const [collectDay, setCollectDay] = useState(data.collectRentDay === null ? '' : String(data.collectRentDay));
  const [dialog, setDialog] = useState<'items' | 'intro' | 'facility' | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const advanceCost = advance.trim() ? yuanToFen(advance) : null;
    if (advance.trim() && (advanceCost === null || advanceCost < 0))
      return void Toast.show({ content: '定金金额不正确' });
    const day = collectDay.trim() ? Number(collectDay) : null;
    if (day !== null && !Number.isInteger(day)) return void Toast.show({ content: '收租日不正确' });
    const wrong = checkRentCollection(collectType, collectType === null ? null : day);
    if (wrong) return void Toast.show({ content: wrong.message });
    setBusy(true);
    const out = await runSave(() =>
      saveRentDefaults(apartmentId, {
        advanceCost,
        deposit,
        payment,
        collectRentType: collectType as 0 | 1 | 2 | null, // one of COLLECT_RENT_TYPES, offered by the radio
        collectRentDay: collectType === null ? null : day,
        sourceType: 1,
      }),
    );
    setBusy(false);
    if (out) client.setQueryData(houseKey(apartmentId), out);
  };

  const facilityNames = parseFacility(data.facility).map((id) => FACILITIES.find((f) => f.facilityId === id)!.name);
  return (
    <>
      <div className="settings-section-title">租金设置</div>
      <div className="settings-row">
        <span>默认定金</span>
        <Input
          className="settings-boxed-input wide"
          value={advance}
          onChange={setAdvance}
          inputMode="decimal"
          placeholder="0.00"
          aria-label="默认定金（元）"
        />
        <span>元</span>
      </div>
      <div className="settings-row">
        <span>默认付款方式</span>
        <PickerButton
          title="押金月数"
          className="apartment-picker"
          value={deposit ?? null}
          options={DEPOSIT_OPTIONS}
          onChange={setDeposit}
          placeholder="押几"
        />
        <PickerButton
          title="付款月数"
          className="apartment-picker"
          value={payment ?? null}
          options={PAYMENT_OPTIONS}
          onChange={setPayment}
          placeholder="付几"
        />
      </div>
      <div className="settings-section-title">默认收租日</div>
      <Radio.Group
        value={collectType}
        onChange={(v) => {
          setCollectType(Number(v));
          setCollectDay('');
        }}
      >
        {COLLECT_RENT_TYPES.map((m) => (
          <div key={m.type} className="settings-collect-mode">
            <Radio value={m.type}>{m.label}</Radio>
            <Input
              className="settings-boxed-input"
              value={collectType === m.type ? collectDay : ''}
              onChange={setCollectDay}
              disabled={collectType !== m.type}
              inputMode="numeric"
              aria-label={`${m.label}${m.unit}`}
            />
            <span>{m.unit}</span>
          </div>
        ))}
      </Radio.Group>
      <div className="settings-hint">“每期提前”填 0–30 天；固定收租日填每月 1–28 号。切换方式会清空天数。</div>
      <div className="settings-section-title">房源类型</div>
      <Radio.Group value={1}>
        <div className="settings-row">
          <Radio value={1}>集中式</Radio>
          <Radio value={2} disabled>
            分散式
          </Radio>
        </div>
      </Radio.Group>
      <div className="settings-section-title">其他默认设置</div>
      <GoSet
        title="默认其他费用"
        sub={data.items.length ? data.items.map((i) => i.item).join('、') : '未设置'}
        onClick={() => setDialog('items')}
      />
      <GoSet
        title="房源描述"
        sub={data.title || data.intro ? data.title || data.intro.slice(0, 20) : '未设置'}
        onClick={() => setDialog('intro')}
      />
      <GoSet
        title="房间设施"
        sub={facilityNames.length ? facilityNames.join('、') : '未设置'}
        onClick={() => setDialog('facility')}
      />
      <div className="settings-actions">
        <Button color="primary" loading={busy} onClick={() => void save()}>
          保存
        </Button>
      </div>
      <DefaultItemsDialog
        visible={dialog === 'items'}
        apartmentId={apartmentId}
        data={data}
        onClose={() => setDialog(null)}
      />
      <IntroDialog visible={dialog === 'intro'} apartmentId={apartmentId} data={data} onClose={() => setDialog(null)} />
      <FacilityDialog
        visible={dialog === 'facility'}
        apartmentId={apartmentId}
        data={data}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

function GoSet(props: { title: string; sub: string; onClick: () => void }) {
  return (
    <div className="settings-go-set">
      <div>
        <div>{props.title}</div>
        <div className="settings-go-set-sub">{props.sub}</div>
      </div>
      <button type="button" className="link-button" onClick={props.onClick}>
        去设置
      </button>
    </div>
  );
}

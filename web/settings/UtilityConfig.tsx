import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Input, Toast } from 'antd-mobile';
import { PickerButton } from '../components/PickerButton';
import { call } from '../lib/api';
import { settings } from '../../sync/contract/settings/settings';
import { yuanToFen } from '../../sync/rules/common/money';
import { SETTINGS_MSG } from '../../sync/rules/settings/settings';
import type { MeterPriceRow } from '../../sync/contract/settings/settings-shapes';
import { ApartmentScoped, fenInput, QueryState, runSave } from './shared';

/** General_6: per apartment the unit price of each utility and the day meter readings are due. */
export default function UtilityConfig() {
  return (
    <ApartmentScoped>
      {(apartmentId) => (
        <div key={apartmentId}>
          <Prices apartmentId={apartmentId} />
          <ReceiptDay apartmentId={apartmentId} />
        </div>
      )}
    </ApartmentScoped>
  );
}

function Prices({ apartmentId }: { apartmentId: string }) {
  const q = useQuery({
    queryKey: ['settings', 'meter-prices', apartmentId],
    queryFn: () => call(settings.meterPrices, { params: { apartmentId } }),
  });
  return (
    <>
      <div className="settings-section-title">水电单价</div>
      <div className="settings-hint">单价以“元/单位”填写，最多两位小数；勾选的类别会用于该公寓的抄表计费。</div>
      <QueryState loading={q.isLoading} error={q.error}>
        {q.data && <PriceTable key={q.dataUpdatedAt} apartmentId={apartmentId} rows={q.data} />}
      </QueryState>
    </>
  );
}

function PriceTable({ apartmentId, rows }: { apartmentId: string; rows: MeterPriceRow[] }) {
  const client = useQueryClient();
  const [edit, setEdit] = useState(() =>
    rows.map((r) => ({ ...r, price: fenInput(r.unitPrice), selected: r.useAble === 1 })),
  );
  const [busy, setBusy] = useState(false);
  const patch = (category: number, p: Partial<(typeof edit)[number]>) =>
    setEdit((es) => es.map((e) => (e.category === category ? { ...e, ...p } : e)));

  const save = async () => {
    if (!edit.some((e) => e.selected)) return void Toast.show({ content: SETTINGS_MSG.notSelected });
    const out: { category: number; unitPrice: number; useAble: 0 | 1 }[] = [];
    for (const e of edit) {
      if (!e.selected && !e.price.trim()) continue;
      const fen = yuanToFen(e.price);
      if (fen === null || fen < 0) return void Toast.show({ content: `请填写正确的${e.name}单价（最多两位小数）` });
      out.push({ category: e.category, unitPrice: fen, useAble: e.selected ? 1 : 0 });
    }
    setBusy(true);
    const saved = await runSave(() => call(settings.saveMeterPrices, { params: { apartmentId }, json: { rows: out } }));
    setBusy(false);
    if (saved) client.setQueryData(['settings', 'meter-prices', apartmentId], saved);
  };

  return (
    <>
      <table className="settings-table">
        <thead>
          <tr>
            <th style={{ width: 48 }}>选择</th>
            <th>类别</th>
            <th>单价（元）</th>
            <th>单位</th>
          </tr>
        </thead>
        <tbody>
          {edit.map((e) => (
            <tr key={e.category}>
              <td>
                <Checkbox
                  checked={e.selected}
                  onChange={(on) => patch(e.category, { selected: on })}
                  aria-label={`选择${e.name}`}
                />
              </td>
              <td>{e.name}</td>
              <td>
                <Input
                  className="settings-boxed-input"
                  value={e.price}
                  onChange={(v) => patch(e.category, { price: v })}
                  inputMode="decimal"
                  placeholder="0.00"
                  aria-label={`${e.name}单价`}
                />
              </td>
              <td>元/{e.unit}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="settings-actions">
        <Button color="primary" loading={busy} onClick={() => void save()}>
          保存单价
        </Button>
      </div>
    </>
  );
}

const DAYS = Array.from({ length: 28 }, (_, i) => ({ label: `每月${i + 1}日`, value: i + 1 }));

function ReceiptDay({ apartmentId }: { apartmentId: string }) {
  const client = useQueryClient();
  const params = { apartmentId };
  const q = useQuery({
    queryKey: ['settings', 'meter-receipt', apartmentId],
    queryFn: () => call(settings.meterReceipt, { params }),
  });
  const save = async (receiptDay: number) => {
    const out = await runSave(() => call(settings.saveMeterReceipt, { params, json: { receiptDay, receiptType: 0 } }));
    if (out) client.setQueryData(['settings', 'meter-receipt', apartmentId], out);
  };
  return (
    <>
      <div className="settings-section-title">抄表设置</div>
      <QueryState loading={q.isLoading} error={q.error} lines={2}>
        <div className="settings-row">
          <span>抄表日</span>
          <PickerButton
            title="抄表日"
            className="apartment-picker"
            value={q.data?.receiptDay ?? null}
            options={DAYS}
            onChange={(d) => void save(d)}
            placeholder="未设置"
          />
          <span className="settings-hint" style={{ margin: 0 }}>
            抄表方式：默认（每月固定日抄表），选择后立即保存
          </span>
        </div>
      </QueryState>
    </>
  );
}

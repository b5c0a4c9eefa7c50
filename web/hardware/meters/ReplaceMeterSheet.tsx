import { useState } from 'react';
import { Dialog, Input } from 'antd-mobile';
import type { MeterDeviceRow } from '../../../sync/contract/meters/meter-devices';
import { METER_DEVICE_MSG } from '../../../sync/contract/meters/meter-devices';
import { METER_MSG, parseReading, readingText } from '../../../sync/rules/meters/meter-rules';
import { fenToYuan } from '../../../sync/rules/common/money';
import { ScanCode } from '../../components/ScanCode';
import { Field, FormSheet, useSave } from '../../components/list';
import { typeName, unitOf } from '../../meters/meter-labels';
import { replaceMeter } from './meter-devices-api';
import { MeterGatewayPicker } from './MeterGatewayPicker';

/** The form's body, or the message of what is wrong. */
function bodyOf(f: { oldValue: string; devSn: string; gatewayId: string; startValue: string }) {
  const start = parseReading(f.startValue);
  if (!f.startValue.trim()) return METER_DEVICE_MSG.startRequired;
  if (start === null) return METER_MSG.valueInvalid;
  const old = f.oldValue.trim() ? parseReading(f.oldValue) : undefined;
  if (old === null) return METER_MSG.valueInvalid;
  const devSn = f.devSn.trim();
  if (devSn && !f.gatewayId) return METER_DEVICE_MSG.selectGateway;
  return { devSn, gatewayId: devSn ? f.gatewayId : undefined, startValue: start, oldValue: old };
}

/**
 * 换表: the old meter's final reading (optional: else its last reading closes it), the new device's identifier ('' for
 * a manual meter) on a gateway, and the new meter's start reading. The old usage not billed yet is billed to the
 * room's current lease at once; the screen says how much.
 */
export function ReplaceMeterSheet(props: { row: MeterDeviceRow | null; onClose: () => void; onDone: () => void }) {
  const r = props.row;
  const [f, setF] = useState({ oldValue: '', devSn: '', gatewayId: r?.gatewayId ?? '', startValue: '0' });
  const set = (k: keyof typeof f) => (v: string) => setF((x) => ({ ...x, [k]: v }));
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();
  if (!r) return null;
  const unit = unitOf(r.devType);

  const submit = async () => {
    const body = bodyOf(f);
    setProblem(typeof body === 'string' ? body : null);
    if (typeof body === 'string') return;
    const out = await save(() => replaceMeter(r.meterId, body), '换表成功');
    if (!out) return;
    props.onDone();
    const bill = out.closingBill;
    if (bill)
      await Dialog.alert({
        title: '旧表已结算',
        content: `旧表用量 ${readingText(bill.usage)} ${unit}，已生成账单 ${fenToYuan(bill.accountReceivable)} 元`,
        confirmText: '知道了',
      });
  };

  return (
    <FormSheet
      visible
      title={`换表 · ${r.houseNumber} ${typeName(r.devType)}`}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="换表"
      busy={busy}
      error={problem ?? error}
    >
      <Field label="旧表读数">
        <Input
          value={f.oldValue}
          onChange={set('oldValue')}
          inputMode="decimal"
          placeholder={`上次 ${readingText(r.total)}（可不填）`}
          aria-label="旧表读数"
        />
      </Field>
      <Field label="新表标识">
        <div className="scan-row">
          <Input
            value={f.devSn}
            onChange={set('devSn')}
            placeholder="手工表留空"
            maxLength={40}
            aria-label="新表标识"
          />
          <ScanCode onCode={set('devSn')} />
        </div>
      </Field>
      {f.devSn.trim() ? (
        <Field label="网关" required>
          <MeterGatewayPicker apartmentId={r.apartmentId} value={f.gatewayId} onChange={set('gatewayId')} />
        </Field>
      ) : null}
      <Field label="新表起始读数" required>
        <Input value={f.startValue} onChange={set('startValue')} inputMode="decimal" aria-label="新表起始读数" />
      </Field>
    </FormSheet>
  );
}

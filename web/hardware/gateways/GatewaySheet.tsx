import { useState } from 'react';
import { Input } from 'antd-mobile';
import type { GatewayRow } from '../../../sync/contract/hardware/access-shape';
import { ACCESS_MSG } from '../../../sync/rules/hardware/access-rules';
import { ApartmentPicker } from '../../components/ApartmentPicker';
import { ScanCode } from '../../components/ScanCode';
import { Field, FormSheet, useSave } from '../../components/list';
import { addGateway, renameGateway } from './gateways-api';

/**
 * 添加网关 (apartment, name, serial typed or 扫码 from the label) or 改名 of a listed gateway (`row`): a missing
 * field is said in the form before anything is sent, the server's refusals in the same place.
 */
export function GatewaySheet(props: {
  row: GatewayRow | null;
  apartmentId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { row } = props;
  const [apartmentId, setApartmentId] = useState(row?.apartmentId ?? props.apartmentId);
  const [name, setName] = useState(row?.portName ?? '');
  const [sn, setSn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();

  const submit = async () => {
    // The missing fields in the contract's words; the serial's format is the server's to check.
    const missing = !apartmentId
      ? ACCESS_MSG.selectApartment
      : !name.trim()
        ? '请输入网关名称'
        : !row && !sn.trim()
          ? '请输入网关序列号'
          : null;
    setProblem(missing);
    if (missing) return;
    const done = row
      ? await save(() => renameGateway(row.id, name.trim()), '修改成功')
      : await save(() => addGateway({ apartmentId, name: name.trim(), sn: sn.trim() }), '添加成功');
    if (done) props.onDone();
  };

  return (
    <FormSheet
      visible
      title={row ? `改名 · ${row.portName}` : '添加网关'}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText={row ? '保存' : '添加'}
      busy={busy}
      error={problem ?? error}
    >
      <Field label="公寓" required={!row}>
        {row ? (
          <span className="door-fixed">{row.apartmentName}</span>
        ) : (
          <ApartmentPicker value={apartmentId} onChange={setApartmentId} />
        )}
      </Field>
      <Field label="网关名称" required>
        <Input value={name} onChange={setName} placeholder="请输入网关名称" maxLength={40} aria-label="网关名称" />
      </Field>
      <Field label="网关序列号" required={!row}>
        {row ? (
          <span className="door-fixed">{row.sn}</span>
        ) : (
          <div className="scan-row">
            <Input value={sn} onChange={setSn} placeholder="请输入或扫码" maxLength={40} aria-label="网关序列号" />
            <ScanCode onCode={setSn} />
          </div>
        )}
      </Field>
    </FormSheet>
  );
}

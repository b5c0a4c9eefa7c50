import { useState } from 'react';
import { Input } from 'antd-mobile';
import type { PassRow } from '../../../sync/contract/hardware/access-passes';
import { ApartmentPicker } from '../../components/ApartmentPicker';
import { Field, FormSheet, useSave } from '../../components/list';
import { PeriodFields, type Period } from '../locks/PeriodFields';
import { defaultPeriod } from '../locks/password-period';
import { createPass } from './access-api';
import { passOf } from './pass-form';

/**
 * 新建访客通行 (issue 18.4): the apartment (its public doors), the visitor, and the window (at most 7 days); the new
 * pass goes to `onDone`, which shows its QR code.
 */
export function PassSheet(props: {
  visible: boolean;
  apartmentId: string;
  onClose: () => void;
  onDone: (pass: PassRow) => void;
}) {
  const [apartmentId, setApartmentId] = useState(props.apartmentId);
  const [visitorName, setVisitorName] = useState('');
  const [visitorPhone, setVisitorPhone] = useState('');
  const [period, setPeriod] = useState<Period>(() => defaultPeriod());
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();

  const submit = async () => {
    const body = passOf({ apartmentId, visitorName, visitorPhone, period }, Date.now());
    setProblem(typeof body === 'string' ? body : null);
    if (typeof body === 'string') return;
    const pass = await save(() => createPass(body), '授权成功');
    if (pass) props.onDone(pass);
  };

  return (
    <FormSheet
      visible={props.visible}
      title="新建访客通行"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="生成通行码"
      busy={busy}
      error={problem ?? error}
    >
      <Field label="公寓" required>
        <ApartmentPicker value={apartmentId} onChange={setApartmentId} />
      </Field>
      <Field label="访客姓名" required>
        <Input value={visitorName} onChange={setVisitorName} placeholder="请输入访客姓名" maxLength={20} />
      </Field>
      <Field label="手机号">
        <Input
          value={visitorPhone}
          onChange={setVisitorPhone}
          placeholder="选填"
          type="tel"
          inputMode="numeric"
          maxLength={11}
        />
      </Field>
      <PeriodFields value={period} onChange={setPeriod} />
      <p className="access-hint">通行码可在有效期内打开该公寓的公共门禁，最长7天</p>
    </FormSheet>
  );
}

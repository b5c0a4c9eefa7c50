import { useState } from 'react';
import { Selector } from 'antd-mobile';
import type { LockRow } from '../../../sync/contract/hardware/lock-shape';
import { PASSWORD_TYPE, PASSWORD_TYPE_LABEL } from '../../../sync/rules/hardware/lock-rules';
import { Field, FormSheet, useSave } from '../../components/list';
import { PeriodFields } from './PeriodFields';
import { getLockPassword } from './locks-api';
import { defaultPeriod, periodOf } from './password-period';
import { PasswordShown } from './PasswordShown';

type Chosen = typeof PASSWORD_TYPE.admin | typeof PASSWORD_TYPE.temporary;

// 租客密码 is issued with the lease: shown, not chosen (§4 "2 user (disabled in the selector)").
const TYPE_OPTIONS = [PASSWORD_TYPE.admin, PASSWORD_TYPE.temporary, PASSWORD_TYPE.user].map((t) => ({
  label: PASSWORD_TYPE_LABEL[t],
  value: t,
  disabled: t === PASSWORD_TYPE.user,
}));

/** 获取密码 (§2.2, §5, §7): an admin or temporary password of one lock for a period; the reply shown large. */
export function PasswordSheet(props: { row: LockRow | null; onClose: () => void }) {
  const [type, setType] = useState<Chosen>(PASSWORD_TYPE.temporary);
  const [period, setPeriod] = useState(defaultPeriod);
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<{ password: string; pending: number; locks: number } | null>(null);
  const { busy, error, save } = useSave();
  const place = props.row ? `${props.row.apartmentName} ${props.row.houseNumber}` : '';

  const submit = async () => {
    const p = periodOf(period.start, period.end);
    setProblem(typeof p === 'string' ? p : null);
    if (typeof p === 'string' || !props.row) return;
    const reply = await save(() => getLockPassword(props.row!.lockId, { passwordType: type, ...p }), '获取成功');
    if (reply) setShown(reply);
  };

  if (shown)
    return (
      <FormSheet visible={!!props.row} title={`${PASSWORD_TYPE_LABEL[type]} · ${place}`} onClose={props.onClose}>
        <PasswordShown {...shown} />
      </FormSheet>
    );
  return (
    <FormSheet
      visible={!!props.row}
      title={`获取密码 · ${place}`}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="获取密码"
      busy={busy}
      error={problem ?? error}
    >
      <Field label="密码类型" required wide>
        <Selector options={TYPE_OPTIONS} value={[type]} onChange={(v) => v[0] && setType(v[0] as Chosen)} />
      </Field>
      <PeriodFields value={period} onChange={setPeriod} />
    </FormSheet>
  );
}

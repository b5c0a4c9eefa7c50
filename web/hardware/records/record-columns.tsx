import { Tag } from 'antd-mobile';
import type { z } from 'zod';
import type { frozenRecordRow, openRecordRow, passwordRecordRow } from '../../../sync/contract/hardware/lock-shape';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import {
  FREEZE_ACTION_LABEL,
  OPEN_RESULT,
  PASSWORD_VALID,
  PASSWORD_VALID_LABEL,
  type LockFrozen,
  type PasswordValid,
} from '../../../sync/rules/hardware/lock-rules';
import type { Column } from '../../components/list';

export type OpenRecord = z.infer<typeof openRecordRow>;
export type PasswordRecord = z.infer<typeof passwordRecordRow>;
export type FrozenRecord = z.infer<typeof frozenRecordRow>;

const RESULT_COLOR: Record<number, string> = { [OPEN_RESULT.opened]: 'success', [OPEN_RESULT.failed]: 'danger' };

/** /suoJiLu (§2.4): time, how, the result, who, why, from where. */
export const OPEN_COLUMNS: Column<OpenRecord>[] = [
  { title: '开门时间', value: (r) => shanghaiMinute(r.openedAt), card: 'title' },
  {
    title: '结果',
    value: (r) => r.resultName,
    render: (r) => (
      <Tag color={RESULT_COLOR[r.result] ?? 'warning'} fill="outline">
        {r.resultName}
      </Tag>
    ),
    card: 'status',
  },
  { title: '门锁', value: (r) => r.doorName },
  { title: '开门方式', value: (r) => r.openTypeName },
  { title: '用户', value: (r) => r.userName },
  { title: '原因', value: (r) => r.reason },
  { title: '来源', value: (r) => r.sourceName },
];

const validText = (r: PasswordRecord) => PASSWORD_VALID_LABEL[r.isInvalid as PasswordValid] ?? '';

/** /lockPswRecord (§2.4): apartment, room, user, phone, lock user, state, period, created, type and remark. */
export const PASSWORD_COLUMNS: Column<PasswordRecord>[] = [
  { title: '房间', value: (r) => `${r.apartmentName} ${r.houseNumber}`, card: 'title' },
  {
    title: '状态',
    value: validText,
    render: (r) => (
      <Tag color={r.isInvalid === PASSWORD_VALID.valid ? 'success' : 'default'} fill="outline">
        {validText(r)}
      </Tag>
    ),
    card: 'status',
  },
  { title: '公寓', value: (r) => r.apartmentName, only: 'file' },
  { title: '房间号', value: (r) => r.houseNumber, only: 'file' },
  { title: '用户', value: (r) => r.userName },
  { title: '电话', value: (r) => r.phone },
  // The lock user's id in full in the file; its tail on screen (enough to tell two apart), the whole on hover.
  {
    title: '门锁用户',
    value: (r) => r.uid,
    render: (r) => <span title={r.uid}>…{r.uid.slice(-8)}</span>,
    card: 'hidden',
  },
  { title: '生效时间', value: (r) => shanghaiMinute(r.startTime) },
  { title: '失效时间', value: (r) => shanghaiMinute(r.endTime) },
  { title: '创建时间', value: (r) => shanghaiMinute(r.createTime) },
  { title: '类型/备注', value: (r) => (r.remark ? `${r.passwordTypeName}（${r.remark}）` : r.passwordTypeName) },
];

/** /getLockFrozenRecord: apartment, room, user, frozen or unfrozen, by hand or the arrears job, remark, who, when. */
export const FROZEN_COLUMNS: Column<FrozenRecord>[] = [
  { title: '房间', value: (r) => `${r.apartmentName} ${r.houseNumber}`, card: 'title' },
  {
    title: '冻结/解冻',
    value: (r) => FREEZE_ACTION_LABEL[r.frozen as LockFrozen] ?? '',
    render: (r) => (
      <Tag color={r.frozen ? 'danger' : 'success'} fill="outline">
        {FREEZE_ACTION_LABEL[r.frozen as LockFrozen]}
      </Tag>
    ),
    card: 'status',
  },
  { title: '公寓', value: (r) => r.apartmentName, only: 'file' },
  { title: '房间号', value: (r) => r.houseNumber, only: 'file' },
  { title: '用户', value: (r) => r.userName },
  { title: '来源', value: (r) => r.sourceName },
  { title: '备注', value: (r) => r.remark },
  { title: '操作人', value: (r) => r.operatorName },
  { title: '时间', value: (r) => shanghaiMinute(r.at) },
];

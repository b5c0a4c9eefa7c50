import { useState } from 'react';
import { List, TextArea } from 'antd-mobile';
import { shanghaiMinute } from '../../sync/rules/common/shanghai-time';
import { FormSheet, useSave } from '../components/list';
import { APPOINTMENT_REMARK_MAX, saveAppointmentRemark, type AppointmentRow } from './appointments-api';

/** 预约详情 (§2.3): the read-only fields and the editable remark, saved with '修改成功'. */
export function AppointmentDetailSheet(props: {
  row: AppointmentRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const r = props.row;
  const [remark, setRemark] = useState(r?.remark ?? '');
  const { busy, error, save } = useSave();
  const submit = async () => {
    if (!r) return;
    if (await save(() => saveAppointmentRemark(r.reservationId, remark), '修改成功')) props.onSaved();
  };
  return (
    <FormSheet
      visible={r !== null}
      title="预约详情"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="保存备注"
      busy={busy}
      error={error}
    >
      {r ? (
        <>
          <List>
            <List.Item extra={r.house}>房源</List.Item>
            <List.Item extra={r.appointmentTypeText}>看房类型</List.Item>
            <List.Item extra={shanghaiMinute(r.appointmentTime)}>预约时间</List.Item>
            <List.Item extra={r.linkman}>联系人</List.Item>
            <List.Item extra={<a href={`tel:${r.phone}`}>{r.phone}</a>}>手机号</List.Item>
            <List.Item description={r.comment || '-'}>留言</List.Item>
            <List.Item extra={shanghaiMinute(r.createTime)}>提交时间</List.Item>
          </List>
          <h3 className="form-subtitle">备注</h3>
          <TextArea
            value={remark}
            onChange={setRemark}
            placeholder="请输入备注"
            maxLength={APPOINTMENT_REMARK_MAX}
            showCount
            rows={3}
            aria-label="备注"
            className="appointment-remark"
          />
        </>
      ) : null}
    </FormSheet>
  );
}

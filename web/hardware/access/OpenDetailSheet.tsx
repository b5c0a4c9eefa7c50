import type { OpenRecordRow } from '../../../sync/contract/hardware/access-records';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import { FormSheet } from '../../components/list';

/** 详情 of an opening (§2.4, §3 "Open record"): every field, the device serial and the door's own words. */
export function OpenDetailSheet(props: { row: OpenRecordRow | null; onClose: () => void }) {
  const r = props.row;
  const fields: [string, string][] = r
    ? [
        ['门禁名称', r.doorName],
        ['设备序列号', r.devSn],
        ['公寓', r.apartmentName],
        ['房间', r.houseName || '公共区域'],
        ['结果', r.openStatusName],
        ['时间', shanghaiMinute(r.openTime)],
        ['开门方式', r.openTypeName],
        ['用户', r.userName || '-'],
        ['手机号', r.phone || '-'],
        ['说明', r.detail || '-'],
      ]
    : [];
  return (
    <FormSheet visible={!!r} title="开门详情" onClose={props.onClose}>
      <dl className="access-detail">
        {fields.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </FormSheet>
  );
}

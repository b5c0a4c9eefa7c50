import { Tag } from 'antd-mobile';
import type { PassRow } from '../../../sync/contract/hardware/access-passes';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import type { Column } from '../../components/list';

type PassState = PassRow['state'];
const STATE_LABEL: Record<PassState, string> = {
  waiting: '未生效',
  valid: '有效',
  expired: '已过期',
  revoked: '已撤回',
};
const STATE_COLOR: Record<PassState, string> = {
  waiting: 'warning',
  valid: 'success',
  expired: 'default',
  revoked: 'danger',
};

/** /tempAuthorization: the visitor, the apartment, the window, the state and who issued it. */
export const PASS_COLUMNS: Column<PassRow>[] = [
  { title: '访客', value: (r) => r.visitorName, card: 'title' },
  {
    title: '状态',
    value: (r) => STATE_LABEL[r.state],
    render: (r) => (
      <Tag color={STATE_COLOR[r.state]} fill="outline">
        {STATE_LABEL[r.state]}
      </Tag>
    ),
    card: 'status',
  },
  { title: '手机号', value: (r) => r.visitorPhone },
  { title: '公寓', value: (r) => r.apartmentName },
  { title: '生效', value: (r) => shanghaiMinute(r.validFrom) },
  { title: '失效', value: (r) => shanghaiMinute(r.validTo) },
  { title: '创建人', value: (r) => r.createdByName },
  { title: '创建时间', value: (r) => shanghaiMinute(r.createTime), only: 'file' },
];

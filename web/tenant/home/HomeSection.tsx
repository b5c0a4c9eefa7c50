import { List } from 'antd-mobile';
import { formatFen } from '../../../sync/rules/common/money';
import { shanghaiDateTime } from '../../../sync/rules/common/shanghai-time';
import type { TenantSectionProps } from '../sections';
import { LockCard } from './LockCard';

/** 首页: what is left to pay (opens 账单), the door password, the lease (room, dates, rent, deposit). */
export default function HomeSection({ me, go }: TenantSectionProps) {
  return (
    <div className="tenant-section">
      <button type="button" className="tenant-due" onClick={() => go('bills')}>
        <span className="tenant-due-label">待缴金额</span>
        <span className="tenant-due-amount">{formatFen(me.unpaidTotal)}</span>
        <span className="tenant-due-note">
          {me.unpaidCount === 0
            ? '没有待缴账单'
            : `${me.unpaidCount} 笔待缴${me.overdueCount ? `，其中 ${me.overdueCount} 笔已逾期` : ''}，去缴费 ›`}
        </span>
      </button>
      <LockCard />
      <List header="我的租约" className="tenant-list">
        <List.Item extra={me.houseName}>房间</List.Item>
        <List.Item extra={`${me.startDate} 至 ${me.endDate}`}>租期</List.Item>
        <List.Item extra={`${formatFen(me.rentCost)} / 月`}>租金</List.Item>
        <List.Item extra={formatFen(me.depositCost)}>押金</List.Item>
        <List.Item extra={`${me.payment} 个月一付`}>付款方式</List.Item>
        <List.Item extra={me.statusText}>状态</List.Item>
        <List.Item extra={me.leaseCode}>合同编号</List.Item>
      </List>
      <p className="tenant-foot">本链接有效期至 {shanghaiDateTime(me.linkExpiresAt - 1000)}，请勿转发给他人。</p>
    </div>
  );
}

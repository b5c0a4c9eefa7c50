import { useQuery } from '@tanstack/react-query';
import { Image, List, Steps } from 'antd-mobile';
import { PAYMENT_WAYS } from '../../sync/product/catalog';
import { ORDER_PAY } from '../../sync/rules/deposits/deposit-rules';
import { formatFen } from '../../sync/rules/common/money';
import { shanghaiDateTime } from '../../sync/rules/common/shanghai-time';
import { fetchDeposit } from './deposits-api';
import { StatusText } from './deposit-columns';
import { FormSheet, ListState } from '../components/list';

/** 订单详情: every field and the record timeline (§4). */
export function DetailsSheet(props: { id: string | null; onClose: () => void }) {
  const q = useQuery({
    queryKey: ['deposits', 'detail', props.id],
    queryFn: () => fetchDeposit(props.id!),
    enabled: props.id !== null,
  });
  const d = q.data;
  return (
    <FormSheet visible={props.id !== null} title="订单详情" onClose={props.onClose}>
      <ListState loading={q.isLoading} error={q.error} onRetry={() => void q.refetch()} lines={8}>
        {d ? (
          <>
            <List>
              <List.Item extra={d.orderNo}>订单号</List.Item>
              <List.Item extra={<StatusText row={d} />}>状态</List.Item>
              <List.Item extra={d.house}>房源</List.Item>
              <List.Item extra={`${d.promiseMan} ${d.phone}`}>预订人</List.Item>
              <List.Item extra={formatFen(d.advanceCost)}>定金</List.Item>
              <List.Item extra={`${formatFen(d.rentCost)}/月`}>约定租金</List.Item>
              <List.Item extra={`${d.startDate} 至 ${d.endDate}`}>租期</List.Item>
              <List.Item extra={d.latestDate}>最晚签约日期</List.Item>
              {d.payStatus === ORDER_PAY.paid ? (
                <List.Item extra={d.payWay !== null ? PAYMENT_WAYS[d.payWay] : '-'}>收款方式</List.Item>
              ) : null}
              {d.receiptNumber ? <List.Item extra={d.receiptNumber}>收据号</List.Item> : null}
              {d.refundWay !== null ? <List.Item extra={PAYMENT_WAYS[d.refundWay]}>退款方式</List.Item> : null}
              <List.Item extra={d.creatorName || '-'}>添加人</List.Item>
              {d.remark ? <List.Item description={d.remark}>备注</List.Item> : null}
            </List>
            {d.receiptPicture ? (
              <Image
                src={d.receiptPicture}
                width={120}
                height={120}
                fit="cover"
                alt="收款凭证"
                className="deposit-receipt"
              />
            ) : null}
            <h3 className="form-subtitle">订单记录</h3>
            <Steps direction="vertical" current={d.timeline.filter((e) => e.done).length - 1}>
              {d.timeline.map((e) => (
                <Steps.Step
                  key={e.title}
                  title={e.title}
                  description={e.time ? shanghaiDateTime(e.time) : ''}
                  status={e.done ? 'finish' : 'wait'}
                />
              ))}
            </Steps>
          </>
        ) : null}
      </ListState>
    </FormSheet>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { canApproveOwner, canRejectOwner, IFBANK_CARD_LABEL } from '../../sync/rules/owners/owner-review';
import { ListState } from '../components/list';
import { Photos } from './Photos';
import { checkOwner, fetchOwner } from './owners-api';
import { ReviewButtons, StatusTag } from './review-ui';

/** One owner in full with the ID and bank-card photos, and 审核通过 / 驳回 as the rules allow. */
export function OwnerDetailView({ id, onDone }: { id: string; onDone: () => void }) {
  const client = useQueryClient();
  const q = useQuery({ queryKey: ['owners', 'detail', id], queryFn: () => fetchOwner(id) });
  const o = q.data;
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['owners'] });
    onDone();
  };
  return (
    <ListState loading={q.isLoading} error={o ? null : q.error} onRetry={() => void q.refetch()} lines={6}>
      {o ? (
        <>
          <h2>
            {o.name} <StatusTag status={o.status} label={o.statusLabel} />
          </h2>
          <List>
            <List.Item extra={`${o.apartmentName} ${o.houseNumber}`}>房间</List.Item>
            <List.Item extra={o.phone}>手机号</List.Item>
            <List.Item extra={o.identityCard}>身份证号</List.Item>
            <List.Item extra={o.receivingCard}>收款银行卡</List.Item>
            <List.Item extra={IFBANK_CARD_LABEL[o.ifbankCard] ?? '-'}>银行卡用途</List.Item>
          </List>
          <Photos label="身份证照片" urls={o.identityPhoto} />
          <Photos label="银行卡照片" urls={o.bankPhoto} />
          <div className="owners-detail-actions">
            <ReviewButtons
              approve={canApproveOwner(o.status) ? `确定通过业主「${o.name}」的审核吗？` : null}
              reject={canRejectOwner(o.status) ? `确定驳回业主「${o.name}」吗？` : null}
              check={(status) => checkOwner(o.id, status)}
              after={refresh}
            />
          </div>
        </>
      ) : null}
    </ListState>
  );
}

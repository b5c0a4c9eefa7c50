import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, List } from 'antd-mobile';
import { IFBANK_CARD_LABEL } from '../../sync/rules/owners/owner-review';
import { shanghaiMinute } from '../../sync/rules/common/shanghai-time';
import { ListState } from '../components/list';
import { Photos } from './Photos';
import { fetchOwnerRoom, type OwnerRoom } from './owners-api';
import { StateTag, StatusTag } from './review-ui';

/** An owner-direct room with its owner in full and the ID, bank-card and property-certificate photos. */
export function RoomOwnerView({ houseId, actions }: { houseId: string; actions?: (room: OwnerRoom) => ReactNode }) {
  const q = useQuery({ queryKey: ['owners', 'room', houseId], queryFn: () => fetchOwnerRoom(houseId) });
  const room = q.data;
  if (!room)
    return (
      <ListState loading={q.isLoading} error={q.error} onRetry={() => void q.refetch()} lines={6}>
        {null}
      </ListState>
    );
  const o = room.owner;
  return (
    <>
      <h2>
        {room.apartmentName} {room.houseNumber}
      </h2>
      <div className="owners-room-head">
        <span>{room.floor} 层</span>
        <StateTag state={room.applyState} label={`房源${room.applyStateLabel}`} />
        {o ? <StatusTag status={o.status} label={`业主${o.statusLabel}`} /> : null}
      </div>
      {o ? (
        <>
          <List>
            <List.Item extra={o.name}>业主</List.Item>
            <List.Item extra={o.phone}>手机号</List.Item>
            <List.Item extra={o.identityCard}>身份证号</List.Item>
            <List.Item extra={o.receivingCard}>收款银行卡</List.Item>
            <List.Item extra={IFBANK_CARD_LABEL[o.ifbankCard] ?? '-'}>银行卡用途</List.Item>
            <List.Item extra={shanghaiMinute(o.gmtCreate)}>申请时间</List.Item>
            {room.intro ? <List.Item description={room.intro}>房源介绍</List.Item> : null}
            {room.nearby ? <List.Item description={room.nearby}>周边</List.Item> : null}
          </List>
          <Photos label="身份证照片" urls={o.sfzPicture} />
          <Photos label="银行卡照片" urls={o.yhkPicture} />
          <Photos label="房产证照片" urls={o.fczPicture} />
        </>
      ) : (
        <ErrorBlock status="empty" title="尚未登记业主" description="可在“编辑业主信息”中补充" />
      )}
      {actions ? <div className="owners-detail-actions">{actions(room)}</div> : null}
    </>
  );
}

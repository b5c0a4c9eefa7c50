import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { menuAllows } from '../../sync/product/menu';
import { formatFen } from '../../sync/rules/common/money';
import { getSession } from '../lib/session';
import { PageFrame } from '../components/PageFrame';
import { PagedList } from './PagedList';
import { RoomOwnerView } from './RoomOwnerView';
import { fetchOwnerHouses, type OwnerHouseRow } from './owners-api';
import { DetailPopup, StateTag, StatusTag } from './review-ui';
import './owners.css';
import { PERMS } from '../../sync/product/permissions';

/** 业主直租房源 (/ownerAllList): every owner-direct room with its owner; editing opens /editOwnerInfo. */
export default function OwnerAllListPage({ route }: { route: RouteDef }) {
  const [open, setOpen] = useState<string | null>(null);
  const navigate = useNavigate();
  const canEdit = menuAllows(getSession()?.menuList ?? [], PERMS.board);
  return (
    <PageFrame title={route.title}>
      <PagedList<OwnerHouseRow>
        queryKey={['owners', 'houses']}
        fetchPage={fetchOwnerHouses}
        rowKey={(r) => r.houseId}
        emptyText="暂无业主直租房源"
        onOpen={(r) => setOpen(r.houseId)}
        columns={[
          { title: '房间', render: (r) => `${r.apartmentName} ${r.houseNumber}` },
          { title: '租金', render: (r) => formatFen(r.rentCost) },
          { title: '出租', render: (r) => (r.isRent === 1 ? '已出租' : '未出租') },
          { title: '房源状态', render: (r) => <StateTag state={r.applyState} label={r.applyStateLabel} /> },
          { title: '业主', render: (r) => r.ownerName || '-' },
          { title: '手机号', render: (r) => r.phone || '-' },
          { title: '身份证号', render: (r) => r.identityCard || '-' },
          { title: '业主审核', render: (r) => <StatusTag status={r.status} label={r.statusLabel} /> },
        ]}
        card={(r) => (
          <>
            <div className="owners-card-head">
              <span>
                {r.apartmentName} {r.houseNumber}
              </span>
              <StateTag state={r.applyState} label={r.applyStateLabel} />
            </div>
            <div className="owners-card-line">
              {formatFen(r.rentCost)} · {r.isRent === 1 ? '已出租' : '未出租'}
            </div>
            <div className="owners-card-line">
              {r.ownerName ? `${r.ownerName} · ${r.phone}` : '尚未登记业主'}{' '}
              <StatusTag status={r.status} label={r.statusLabel} />
            </div>
            {r.identityCard ? <div className="owners-card-line">身份证 {r.identityCard}</div> : null}
          </>
        )}
      />
      <DetailPopup visible={open !== null} onClose={() => setOpen(null)}>
        {open ? (
          <RoomOwnerView
            houseId={open}
            actions={(room) =>
              canEdit ? (
                <Button
                  color="primary"
                  onClick={() => navigate(`/editOwnerInfo?houseId=${room.houseId}&apartmentId=${room.apartmentId}`)}
                >
                  编辑业主信息
                </Button>
              ) : null
            }
          />
        ) : null}
      </DetailPopup>
    </PageFrame>
  );
}

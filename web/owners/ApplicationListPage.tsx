import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { canApproveApplication, canRejectApplication, IFBANK_CARD_LABEL } from '../../sync/rules/owners/owner-review';
import { PageFrame } from '../components/PageFrame';
import { PagedList } from './PagedList';
import { RoomOwnerView } from './RoomOwnerView';
import { checkApplication, dateTime, fetchApplications, type ApplicationRow } from './owners-api';
import { confirmReview, DetailPopup, StateTag } from './review-ui';
import './owners.css';

/**
 * 房源审核 (/applicationList, part 2 §2.9, §4): owner-direct house applications. Approve when the state is 0 or 2,
 * reject when 1 or 2 (the server enforces the same).
 */
export default function ApplicationListPage({ route }: { route: RouteDef }) {
  const [open, setOpen] = useState<string | null>(null);
  const client = useQueryClient();
  const navigate = useNavigate();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['owners'] });
    setOpen(null);
  };
  return (
    <PageFrame
      title={route.title}
      extra={
        <Button size="small" onClick={() => navigate('/ownerList')}>
          业主审核
        </Button>
      }
    >
      <PagedList<ApplicationRow>
        queryKey={['owners', 'applications']}
        fetchPage={fetchApplications}
        rowKey={(r) => r.houseId}
        emptyText="暂无房源申请"
        onOpen={(r) => setOpen(r.houseId)}
        columns={[
          { title: '房间', render: (r) => `${r.apartmentName} ${r.houseNumber}` },
          { title: '状态', render: (r) => <StateTag state={r.state} label={r.stateLabel} /> },
          { title: '业主', render: (r) => r.name },
          { title: '手机号', render: (r) => r.phone },
          { title: '身份证号', render: (r) => r.identityCard },
          { title: '收款银行卡', render: (r) => `${r.receivingCard}（${IFBANK_CARD_LABEL[r.bankCard] ?? '-'}）` },
          { title: '周边', render: (r) => r.nearby || '-' },
          { title: '申请时间', render: (r) => dateTime(r.gmtCreate) },
        ]}
        card={(r) => (
          <>
            <div className="owners-card-head">
              <span>
                {r.apartmentName} {r.houseNumber}
              </span>
              <StateTag state={r.state} label={r.stateLabel} />
            </div>
            <div className="owners-card-line">
              {r.name} · {r.phone}
            </div>
            <div className="owners-card-line">身份证 {r.identityCard}</div>
            <div className="owners-card-line">
              银行卡 {r.receivingCard}（{IFBANK_CARD_LABEL[r.bankCard] ?? '-'}）
            </div>
            {r.intro ? <div className="owners-card-line">{r.intro}</div> : null}
            <div className="owners-card-line owners-muted">{dateTime(r.gmtCreate)}</div>
          </>
        )}
      />
      <DetailPopup visible={open !== null} onClose={() => setOpen(null)}>
        {open ? (
          <RoomOwnerView
            houseId={open}
            actions={(room) => (
              <>
                {canApproveApplication(room.applyState) ? (
                  <Button
                    color="primary"
                    onClick={() =>
                      void confirmReview(
                        `确定通过房源「${room.apartmentName} ${room.houseNumber}」吗？`,
                        () => checkApplication(room.houseId, 1),
                        refresh,
                      )
                    }
                  >
                    审核通过
                  </Button>
                ) : null}
                {canRejectApplication(room.applyState) ? (
                  <Button
                    color="danger"
                    fill="outline"
                    onClick={() =>
                      void confirmReview(
                        `确定驳回房源「${room.apartmentName} ${room.houseNumber}」吗？`,
                        () => checkApplication(room.houseId, 0),
                        refresh,
                      )
                    }
                  >
                    驳回
                  </Button>
                ) : null}
              </>
            )}
          />
        ) : null}
      </DetailPopup>
    </PageFrame>
  );
}

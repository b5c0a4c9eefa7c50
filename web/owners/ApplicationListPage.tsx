import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { canApproveApplication, canRejectApplication } from '../../sync/rules/owners/owner-review';
import { PageFrame } from '../components/PageFrame';
import { ListView, RowActions, useListQuery } from '../components/list';
import { APPLICATION_COLUMNS } from './owner-columns';
import { RoomOwnerView } from './RoomOwnerView';
import { checkApplication, fetchApplications } from './owners-api';
import { DetailPopup, ReviewButtons } from './review-ui';
import './owners.css';

/**
 * 房源审核 (/applicationList, part 2 §2.9, §4): owner-direct house applications. Approve when the state is 0 or 2,
 * reject when 1 or 2 (the server enforces the same).
 */
export default function ApplicationListPage({ route }: { route: RouteDef }) {
  const [open, setOpen] = useState<string | null>(null);
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useListQuery({
    key: ['owners', 'applications'],
    fetch: (_f, current) => fetchApplications(current),
  });
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
      <ListView
        query={list.query}
        columns={APPLICATION_COLUMNS}
        rowKey={(r) => r.houseId}
        onPage={list.setPage}
        label="房源申请"
        empty="暂无房源申请"
        onOpen={(r) => setOpen(r.houseId)}
        actions={(r) => (
          <RowActions actions={[{ key: 'details', text: '详情', quiet: true, onClick: () => setOpen(r.houseId) }]} />
        )}
      />
      <DetailPopup title="房源详情" visible={open !== null} onClose={() => setOpen(null)}>
        {open ? (
          <RoomOwnerView
            houseId={open}
            actions={(room) => (
              <ReviewButtons
                approve={
                  canApproveApplication(room.applyState)
                    ? `确定通过房源「${room.apartmentName} ${room.houseNumber}」吗？`
                    : null
                }
                reject={
                  canRejectApplication(room.applyState)
                    ? `确定驳回房源「${room.apartmentName} ${room.houseNumber}」吗？`
                    : null
                }
                check={(status) => checkApplication(room.houseId, status)}
                after={refresh}
              />
            )}
          />
        ) : null}
      </DetailPopup>
    </PageFrame>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { menuAllows } from '../../sync/product/menu';
import { PERMS } from '../../sync/product/permissions';
import { getSession } from '../lib/session';
import { PageFrame } from '../components/PageFrame';
import { ListView, RowActions, useListQuery } from '../components/list';
import { OWNER_HOUSE_COLUMNS } from './owner-columns';
import { RoomOwnerView } from './RoomOwnerView';
import { fetchOwnerHouses } from './owners-api';
import { DetailPopup } from './review-ui';
import './owners.css';

/** 业主直租房源 (/ownerAllList): every owner-direct room with its owner; editing opens /editOwnerInfo. */
export default function OwnerAllListPage({ route }: { route: RouteDef }) {
  const [open, setOpen] = useState<string | null>(null);
  const navigate = useNavigate();
  const canEdit = menuAllows(getSession()?.menuList ?? [], PERMS.board);
  const list = useListQuery({
    key: ['owners', 'houses'],
    fetch: (_f, current) => fetchOwnerHouses(current),
  });
  return (
    <PageFrame title={route.title}>
      <ListView
        query={list.query}
        columns={OWNER_HOUSE_COLUMNS}
        rowKey={(r) => r.houseId}
        onPage={list.setPage}
        label="业主直租房源"
        empty="暂无业主直租房源"
        onOpen={(r) => setOpen(r.houseId)}
        actions={(r) => (
          <RowActions actions={[{ key: 'details', text: '详情', quiet: true, onClick: () => setOpen(r.houseId) }]} />
        )}
      />
      <DetailPopup title="房源详情" visible={open !== null} onClose={() => setOpen(null)}>
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

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { PageFrame } from '../components/PageFrame';
import { ListView, RowActions, useListQuery } from '../components/list';
import { OWNER_COLUMNS } from './owner-columns';
import { OwnerDetailView } from './OwnerDetailView';
import { fetchOwners } from './owners-api';
import { DetailPopup } from './review-ui';
import './owners.css';

/** 业主审核 (/ownerList, part 2 §2.9, §4): owners with masked ID numbers; the detail shows photos and review buttons. */
export default function OwnerListPage({ route }: { route: RouteDef }) {
  const [open, setOpen] = useState<string | null>(null);
  const navigate = useNavigate();
  const list = useListQuery({
    key: ['owners', 'owners'],
    fetch: (_f, current) => fetchOwners(current),
  });
  return (
    <PageFrame
      title={route.title}
      extra={
        <Button size="small" onClick={() => navigate('/applicationList')}>
          房源审核
        </Button>
      }
    >
      <ListView
        query={list.query}
        columns={OWNER_COLUMNS}
        rowKey={(r) => r.id}
        onPage={list.setPage}
        label="业主"
        empty="暂无业主"
        onOpen={(r) => setOpen(r.id)}
        actions={(r) => (
          <RowActions actions={[{ key: 'details', text: '详情', quiet: true, onClick: () => setOpen(r.id) }]} />
        )}
      />
      <DetailPopup title="业主详情" visible={open !== null} onClose={() => setOpen(null)}>
        {open ? <OwnerDetailView id={open} onDone={() => setOpen(null)} /> : null}
      </DetailPopup>
    </PageFrame>
  );
}

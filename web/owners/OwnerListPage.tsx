import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, List, Skeleton } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { canApproveOwner, canRejectOwner, IFBANK_CARD_LABEL } from '../../sync/rules/owners/owner-review';
import { PageFrame } from '../components/PageFrame';
import { PagedList } from './PagedList';
import { Photos } from './Photos';
import { checkOwner, fetchOwner, fetchOwners, type OwnerRow } from './owners-api';
import { confirmReview, DetailPopup, StatusTag } from './review-ui';
import './owners.css';

const KEY = ['owners', 'list'] as const;

function OwnerDetailView({ id, onDone }: { id: string; onDone: () => void }) {
  const client = useQueryClient();
  const q = useQuery({ queryKey: ['owners', 'detail', id], queryFn: () => fetchOwner(id) });
  if (q.isLoading) return <Skeleton.Paragraph lineCount={6} animated />;
  if (q.isError || !q.data)
    return <ErrorBlock status="default" title="加载失败" description={(q.error as Error | null)?.message ?? ''} />;
  const o = q.data;
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['owners'] });
    onDone();
  };
  return (
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
        {canApproveOwner(o.status) ? (
          <Button
            color="primary"
            onClick={() =>
              void confirmReview(`确定通过业主「${o.name}」的审核吗？`, () => checkOwner(o.id, 1), refresh)
            }
          >
            审核通过
          </Button>
        ) : null}
        {canRejectOwner(o.status) ? (
          <Button
            color="danger"
            fill="outline"
            onClick={() => void confirmReview(`确定驳回业主「${o.name}」吗？`, () => checkOwner(o.id, 0), refresh)}
          >
            驳回
          </Button>
        ) : null}
      </div>
    </>
  );
}

/** 业主审核 (/ownerList, part 2 §2.9, §4): owners with masked ID numbers; the detail shows photos and review buttons. */
export default function OwnerListPage({ route }: { route: RouteDef }) {
  const [open, setOpen] = useState<string | null>(null);
  const navigate = useNavigate();
  return (
    <PageFrame
      title={route.title}
      extra={
        <Button size="small" onClick={() => navigate('/applicationList')}>
          房源审核
        </Button>
      }
    >
      <PagedList<OwnerRow>
        queryKey={KEY}
        fetchPage={fetchOwners}
        rowKey={(r) => r.id}
        emptyText="暂无业主"
        onOpen={(r) => setOpen(r.id)}
        columns={[
          { title: '业主', render: (r) => r.name },
          { title: '手机号', render: (r) => r.phone },
          { title: '收款银行卡', render: (r) => r.receivingCard },
          { title: '身份证号', render: (r) => r.identityCard },
          { title: '房间', render: (r) => `${r.apartmentName} ${r.houseNumber}` },
          { title: '状态', render: (r) => <StatusTag status={r.status} label={r.statusLabel} /> },
        ]}
        card={(r) => (
          <>
            <div className="owners-card-head">
              <span>{r.name}</span>
              <StatusTag status={r.status} label={r.statusLabel} />
            </div>
            <div className="owners-card-line">
              {r.phone} · {r.apartmentName} {r.houseNumber}
            </div>
            <div className="owners-card-line">身份证 {r.identityCard}</div>
            <div className="owners-card-line">银行卡 {r.receivingCard}</div>
          </>
        )}
      />
      <DetailPopup visible={open !== null} onClose={() => setOpen(null)}>
        {open ? <OwnerDetailView id={open} onDone={() => setOpen(null)} /> : null}
      </DetailPopup>
    </PageFrame>
  );
}

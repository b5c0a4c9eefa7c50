import { useState } from 'react';
import { Button, ErrorBlock, InfiniteScroll, List, Skeleton } from 'antd-mobile';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { RouteDef } from '../../sync/product/menu';
import { findRoute, menuAllows } from '../../sync/product/menu';
import { formatFen } from '../../sync/rules/common/money';
import { getSession } from '../lib/session';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';
import { PageFrame } from '../components/PageFrame';
import { ApartmentPicker } from '../components/ApartmentPicker';
import { linkTo, vacantPage } from './board-api';
import { STATUS } from '../../sync/rules/board/board-status';
import './board.css';
import type { VacantRoom } from '../../sync/contract/board/board';

const area = (a: number | null) => (a === null ? '—' : `${a}㎡`);

/** /kofang: the vacant rooms (badge 0), 10 per page, each with a button to register a tenant. */
export default function VacantPage({ route }: { route: RouteDef }) {
  const desktop = useMedia(DESKTOP_QUERY);
  const navigate = useNavigate();
  const [apartmentId, setApartmentId] = useState('');
  const canRegister = menuAllows(getSession()?.menuList ?? [], findRoute('/renterRegister')?.perm);
  const register = (r: VacantRoom) =>
    navigate(
      linkTo('/renterRegister', { houseId: r.houseId, location: r.location, statusCode: STATUS.vacant, area: r.area }),
    );
  return (
    <PageFrame
      title={route.title}
      extra={<ApartmentPicker value={apartmentId} onChange={setApartmentId} allowAll placeholder="全部公寓" />}
    >
      {desktop ? (
        <VacantTable apartmentId={apartmentId} onRegister={canRegister ? register : undefined} />
      ) : (
        <VacantList apartmentId={apartmentId} onRegister={canRegister ? register : undefined} />
      )}
    </PageFrame>
  );
}

function VacantList(props: { apartmentId: string; onRegister?: (r: VacantRoom) => void }) {
  const q = useInfiniteQuery({
    queryKey: ['board', 'vacant', 'list', props.apartmentId],
    queryFn: ({ pageParam }) => vacantPage(props.apartmentId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });
  if (q.isLoading) return <Skeleton.Paragraph lineCount={6} animated />;
  if (q.isError) return <ErrorBlock status="default" title="加载失败" description={(q.error as Error).message} />;
  const rows = q.data?.pages.flatMap((p) => p.records) ?? [];
  if (rows.length === 0) return <ErrorBlock status="empty" title="暂无房源" description="没有空置的房间" />;
  return (
    <>
      <List>
        {rows.map((r) => (
          <List.Item
            key={r.houseId}
            description={
              <span className="vacant-item-sub">
                {r.templateName || '未绑定模板'} · {area(r.area)} · {formatFen(r.rentCost)}/月
                {r.day !== null ? ` · 空置${r.day > 99 ? '99+' : r.day}天` : ''}
              </span>
            }
            extra={
              props.onRegister ? (
                <Button size="small" color="primary" fill="outline" onClick={() => props.onRegister!(r)}>
                  租客登记
                </Button>
              ) : undefined
            }
          >
            {r.location}
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={async () => void (await q.fetchNextPage())} hasMore={!!q.hasNextPage} />
    </>
  );
}

function VacantTable(props: { apartmentId: string; onRegister?: (r: VacantRoom) => void }) {
  const [current, setCurrent] = useState(1);
  const [forApt, setForApt] = useState(props.apartmentId);
  if (forApt !== props.apartmentId) {
    setForApt(props.apartmentId);
    setCurrent(1);
  }
  const q = useQuery({
    queryKey: ['board', 'vacant', 'page', props.apartmentId, current],
    queryFn: () => vacantPage(props.apartmentId, current),
    placeholderData: keepPreviousData,
  });
  if (q.isLoading) return <Skeleton.Paragraph lineCount={6} animated />;
  if (q.isError) return <ErrorBlock status="default" title="加载失败" description={(q.error as Error).message} />;
  const page = q.data!;
  if (page.total === 0) return <ErrorBlock status="empty" title="暂无房源" description="没有空置的房间" />;
  return (
    <>
      <table className="vacant-table">
        <thead>
          <tr>
            <th>位置</th>
            <th>模板</th>
            <th>面积</th>
            <th>租金</th>
            <th>空置天数</th>
            <th>操作</th>
          </tr>
        </thead>
        <tbody>
          {page.records.map((r) => (
            <tr key={r.houseId}>
              <td>{r.location}</td>
              <td>{r.templateName || '未绑定模板'}</td>
              <td>{area(r.area)}</td>
              <td>{formatFen(r.rentCost)}</td>
              <td>{r.day === null ? '—' : r.day > 99 ? '99+' : r.day}</td>
              <td>
                {props.onRegister && (
                  <Button size="mini" color="primary" fill="outline" onClick={() => props.onRegister!(r)}>
                    租客登记
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="vacant-pager">
        <span>
          共 {page.total} 间，第 {page.current}/{page.pages} 页
        </span>
        <Button size="small" disabled={current <= 1} onClick={() => setCurrent((c) => c - 1)}>
          上一页
        </Button>
        <Button size="small" disabled={current >= page.pages} onClick={() => setCurrent((c) => c + 1)}>
          下一页
        </Button>
      </div>
    </>
  );
}

import { useCallback, useState } from 'react';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import type { RouteDef } from '../../sync/product/menu';
import { TODO_LIST_LABEL } from '../../sync/rules/dashboard/todo-lists';
import { PageFrame } from '../components/PageFrame';
import { useApartments } from '../components/apartments';
import { APARTMENT_NOT_FOUND } from '../../sync/rules/houses/apartment-not-found';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';
import { initialFilters, useFilterOptions, type BoardFilters } from './board-api';
import { StatsStrip } from './StatsStrip';
import { PhoneBar } from './PhoneBar';
import { DesktopFilters } from './DesktopFilters';
import { FloorList } from './FloorList';
import { StatusLegend } from './StatusLegend';
import { useRoomActions } from './useRoomActions';
import { useBoardView } from './use-board-view';
import { useOpenRoomLink } from './open-room-link';
import './board.css';
import type { BoardApartment } from '../../sync/contract/board/board';

/**
 * /jizhongHome, the room status board (part 1 §2.11): statistics, apartments by floor with room tiles and each
 * room's actions. Phones start on one apartment (the 房源 tab) and may pick 全部公寓; desktops get the full filter
 * panel. Query: apartmentId preselects an apartment; todo=… (or the spec's choiseid) opens a dashboard counter's list
 * — exactly the rooms it counted, across every apartment; room=… (a room's QR label) opens that room's actions.
 */
export default function BoardPage({ route }: { route: RouteDef }) {
  const desktop = useMedia(DESKTOP_QUERY);
  const [params] = useSearchParams();
  // A counter's list spans every apartment; otherwise the board opens on the first apartment (a phone may pick 全部公寓).
  const [chosen, setFilters] = useState<BoardFilters>(() => initialFilters(params));
  const board = useBoardView(chosen);
  const { filters, stats, allCount, roomFilterOn } = board;
  // Changes apply to the filters as shown (the default apartment made explicit once known).
  const update = (patch: Partial<BoardFilters>) => setFilters({ ...filters, ...patch });
  const options = useFilterOptions(desktop);
  const apartments = useApartments();
  // An apartmentId (from a link or an old bookmark) of an apartment that is gone or outside the user's scope.
  const unknownApartment =
    filters.apartmentId !== '' &&
    !!apartments.data &&
    !apartments.data.some((a) => a.apartmentId === filters.apartmentId);
  const { open, overlays } = useRoomActions();
  useOpenRoomLink(board.data?.apartments, board.more, open);
  const apartmentHeader = useCallback(
    (a: BoardApartment) => (
      <div className="board-apartment-head">
        <strong>{a.name}</strong>
        <span>
          出租率 {a.rentRate}（{a.rentedTotal}/{a.houseTotal}）
        </span>
      </div>
    ),
    [],
  );

  const data = board.data;
  // One apartment on screen: chosen, or the only one of a board with no more pages.
  const single =
    data && data.apartments.length === 1 && (data.next === null || filters.apartmentId !== '')
      ? data.apartments[0]
      : null;
  const shownCount = data?.houseCount ?? 0;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const body = unknownApartment ? (
    <ErrorBlock status="empty" title={APARTMENT_NOT_FOUND} description="请从列表中选择公寓">
      <div className="board-unknown-actions">
        <Button
          size="small"
          color="primary"
          onClick={() => setFilters({ ...filters, apartmentId: '', firstApartment: true })}
        >
          查看默认公寓
        </Button>
        <Button size="small" onClick={() => update({ apartmentId: '' })}>
          查看全部公寓
        </Button>
      </div>
    </ErrorBlock>
  ) : board.isLoading ? (
    <div aria-busy="true">
      <Skeleton.Paragraph lineCount={8} animated />
    </div>
  ) : board.isError ? (
    <ErrorBlock
      status="default"
      title="加载失败"
      description={filters.todo && offline ? '待办清单需要联网查看，请联网后重试' : (board.error as Error).message}
    >
      <Button size="small" onClick={() => void board.refetch()}>
        重试
      </Button>
    </ErrorBlock>
  ) : !data || data.houseCount === 0 ? (
    <ErrorBlock
      status="empty"
      title="暂无房源"
      description={roomFilterOn ? '没有符合筛选条件的房间' : '请先添加公寓和房间'}
    />
  ) : (
    <FloorList
      apartments={data.apartments}
      onOpen={open}
      tileWidth={desktop ? 128 : 96}
      apartmentHeader={single ? undefined : apartmentHeader}
      more={board.more}
    />
  );

  return (
    <PageFrame
      title={route.title}
      extra={desktop ? undefined : <PhoneBar filters={filters} fallback={board.fallback} onChange={setFilters} />}
    >
      {desktop && <DesktopFilters value={filters} options={options.data} onChange={setFilters} />}
      {filters.todo ? (
        <div className="board-todo-banner" role="status">
          <span>
            待办清单：<strong>{TODO_LIST_LABEL[filters.todo]}</strong>
            {data && !board.isLoading
              ? ` · 共 ${shownCount} 间${data.next === null && data.apartments.length > 1 ? `，分布在 ${data.apartments.length} 个公寓` : ''}`
              : ''}
          </span>
          <Button size="mini" onClick={() => update({ todo: '' })}>
            退出清单，查看全部房间
          </Button>
        </div>
      ) : null}
      {filters.apartmentId && roomFilterOn && allCount !== undefined && data && allCount > shownCount ? (
        <div className="board-scope-note" role="status">
          <span>
            当前只显示 {single?.name ?? '所选公寓'} 的 {shownCount} 间；全部公寓共有 {allCount} 间符合
          </span>
          <Button size="mini" color="primary" fill="outline" onClick={() => update({ apartmentId: '' })}>
            查看全部公寓
          </Button>
        </div>
      ) : null}
      {unknownApartment ? null : <StatsStrip stats={stats.data} loading={stats.isLoading} desktop={desktop} />}
      {single ? (
        <div className="board-rent-rate">
          {single.name} 出租率{' '}
          {board.partial && single.houseTotal === 0 ? (
            '计算中…'
          ) : (
            <>
              <strong>{single.rentRate}</strong>（{single.rentedTotal}/{single.houseTotal}）
            </>
          )}
        </div>
      ) : data && data.houseCount > 0 && !filters.todo ? (
        <div className="board-rent-rate">
          {filters.apartmentId || filters.cityId || filters.districtId || filters.officeId ? '所选范围' : '全部公寓'} 共{' '}
          <strong>{data.houseCount}</strong> 间{roomFilterOn ? '符合筛选' : ''}
        </div>
      ) : null}
      <div className="board-legend-row">
        <span>点击房间查看可用操作</span>
        <StatusLegend />
      </div>
      {body}
      {overlays}
    </PageFrame>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import type { RouteDef } from '../../sync/menu';
import { PageFrame } from '../components/PageFrame';
import { ApartmentPicker } from '../components/ApartmentPicker';
import { useApartments } from '../components/apartments';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';
import { CHOISE_FLAGS, EMPTY_FILTERS, useBoard, useBoardStats, useFilterOptions, type BoardApartment, type BoardFilters } from './board-api';
import { StatsStrip } from './StatsStrip';
import { PhoneFilters } from './PhoneFilters';
import { DesktopFilters } from './DesktopFilters';
import { FloorList } from './FloorList';
import { useRoomActions } from './useRoomActions';
import { useLocalApartments, useLocalBoard } from './local-board';
import './board.css';

/**
 * /jizhongHome, the room status board (part 1 §2.11): statistics, apartments by floor with room tiles and each
 * room's actions. Phones pick one apartment at a time (the 房源 tab); desktops get the full filter panel and may
 * show every apartment. Query: apartmentId preselects an apartment; choiseid=1 (the dashboard's check-out counter)
 * preselects the isUnsubscribe flag.
 */
export default function BoardPage({ route }: { route: RouteDef }) {
  const desktop = useMedia(DESKTOP_QUERY);
  const [params] = useSearchParams();
  const apartments = useApartments();
  const choise = CHOISE_FLAGS[params.get('choiseid') ?? ''];
  const [filters, setFilters] = useState<BoardFilters>(() => ({ ...EMPTY_FILTERS, apartmentId: params.get('apartmentId') ?? '', flags: choise ? [choise] : [] }));
  // One apartment at a time by default (the first the user may see): always on phones, and on desktops unless a
  // dashboard counter asked for a status across all apartments. Desktops may then pick 全部公寓.
  // With synced rows on the device the board reads them (works offline, shows queued changes); else the server.
  const local = useLocalBoard(filters);
  const localApartments = useLocalApartments();
  const localFirst = localApartments[0]?.apartmentId ?? '';
  const first = apartments.data?.[0]?.apartmentId ?? localFirst;
  const listKnown = !apartments.isPending || !!localFirst;
  const [defaulted, setDefaulted] = useState(() => !!params.get('apartmentId'));
  useEffect(() => {
    if (defaulted || !listKnown) return;
    if (first && (!desktop || !choise)) setFilters((f) => ({ ...f, apartmentId: first }));
    setDefaulted(true);
  }, [defaulted, listKnown, first, desktop, choise]);
  const ready = defaulted && (desktop || !!filters.apartmentId || !first);

  const server = useBoard(filters, ready && !local);
  const serverStats = useBoardStats(filters, ready && !local);
  const board = local ? { data: local.data, isLoading: false, isError: false as const, error: null, refetch: server.refetch } : server;
  const stats = local ? { data: local.stats, isLoading: false } : serverStats;
  const options = useFilterOptions();
  const { open, remarkDialog } = useRoomActions();
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
  const single = data && data.apartments.length === 1 ? data.apartments[0] : null;
  const body =
    board.isLoading || !ready ? (
      <Skeleton.Paragraph lineCount={8} animated />
    ) : board.isError ? (
      <ErrorBlock status="default" title="加载失败" description={(board.error as Error).message}>
        <Button size="small" onClick={() => void board.refetch()}>
          重试
        </Button>
      </ErrorBlock>
    ) : !data || data.houseCount === 0 ? (
      <ErrorBlock status="empty" title="暂无房源" description={filters.flags.length || filters.houseNumber ? '没有符合筛选条件的房间' : '请先添加公寓和房间'} />
    ) : (
      <FloorList
        apartments={data.apartments}
        onOpen={open}
        tileWidth={desktop ? 128 : 96}
        apartmentHeader={desktop && data.apartments.length > 1 ? apartmentHeader : undefined}
      />
    );

  return (
    <PageFrame
      title={route.title}
      extra={
        desktop ? undefined : (
          <div className="board-phone-bar">
            <ApartmentPicker value={filters.apartmentId || null} fallback={localApartments} onChange={(apartmentId) => setFilters((f) => ({ ...f, apartmentId }))} />
            <PhoneFilters value={filters} onChange={setFilters} />
          </div>
        )
      }
    >
      {desktop && <DesktopFilters value={filters} options={options.data} onChange={setFilters} />}
      <StatsStrip stats={stats.data} loading={stats.isLoading} desktop={desktop} />
      {single && (
        <div className="board-rent-rate">
          {single.name} 出租率 <strong>{single.rentRate}</strong>（{single.rentedTotal}/{single.houseTotal}）
        </div>
      )}
      <div className="board-legend" aria-hidden>
        点击房间查看可用操作
      </div>
      {body}
      {remarkDialog}
    </PageFrame>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { FloorSection } from './FloorSection';
import type { BoardApartment, BoardFloor, BoardTile } from '../../sync/contract/board/board';

type Row =
  | { kind: 'apartment'; apartment: BoardApartment }
  | { kind: 'floor'; apartment: BoardApartment; floor: BoardFloor }
  | { kind: 'more' };

/** The board's next page (sync/rules/board/board-page.ts): asked for when the end of the list comes near. */
export interface MorePages {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/** Rows from the end at which the next page is asked for (a page is about 400 rooms: many screens ahead). */
const LOAD_AHEAD_ROWS = 6;
const MORE_ROW_HEIGHT = 48;

/**
 * A row's height: from the ResizeObserver's entry (after layout), else (the row just drawn) the height it had or its
 * estimate. The library's default reads the row's offsetHeight when it is drawn, a layout forced in the middle of
 * React's commit for every new row (on a slow phone the largest part of drawing the board); the observer reports the
 * real height right after the browser's own layout, before the frame is painted.
 */
function measureRow(el: Element, entry: ResizeObserverEntry | undefined, v: Virtualizer<Window, Element>): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = v.indexFromElement(el);
  return v.itemSizeCache.get(v.options.getItemKey(index)) ?? v.options.estimateSize(index);
}

/**
 * Apartments and their floors as one windowed list on the page's scroll (@tanstack/react-virtual): only the rows
 * near the viewport are in the DOM, so an apartment of 50 floors x 20 rooms scrolls smoothly. Rows are measured
 * after render (tiles wrap differently on phones and desktops); each floor's header sticks while its rooms scroll
 * (rows are placed with `top`, not a transform: sticky positioning follows layout positions, not transforms).
 */
export function FloorList(props: {
  apartments: BoardApartment[];
  onOpen: (tile: BoardTile, apartment: BoardApartment, anchor: HTMLElement) => void;
  apartmentHeader?: (apartment: BoardApartment) => React.ReactNode;
  tileWidth: number;
  more?: MorePages;
}) {
  const hasMore = props.more?.hasMore ?? false;
  const rows = useMemo<Row[]>(
    () => [
      ...props.apartments.flatMap((apartment): Row[] => [
        ...(props.apartmentHeader ? [{ kind: 'apartment' as const, apartment }] : []),
        ...apartment.floors.map((floor) => ({ kind: 'floor' as const, apartment, floor })),
      ]),
      ...(hasMore ? [{ kind: 'more' as const }] : []),
    ],
    [props.apartments, props.apartmentHeader, hasMore],
  );
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [width, setWidth] = useState(360);
  // Where the list starts on the page (content above it, such as the statistics, may load later) and its width, read
  // when the browser lays the page out anyway (a frame, the resize observer), never forcing a layout in React's commit.
  // Until then the rows start at their estimates and the list at the top of the page (a few more rows drawn at first).
  // The start is read after every render (what moves the list is outside it) and set only when it moved.
  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const frame = requestAnimationFrame(() => {
      const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
      setOffset((was) => (was === top ? was : top));
    });
    return () => cancelAnimationFrame(frame);
  });
  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth || 360));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const perRow = Math.max(1, Math.floor((width + 8) / (props.tileWidth + 8)));
  const floorHeight = (houses: number) => 40 + Math.ceil(houses / perRow) * 112;
  // Rows drawn beyond each edge of the screen: about a screen's worth, 1 to 3 (a floor of a phone is about a screen).
  const firstFloor = rows.find((r) => r.kind === 'floor');
  const screen = typeof window === 'undefined' ? 800 : window.innerHeight;
  const overscan = Math.min(3, Math.max(1, Math.ceil(screen / floorHeight(firstFloor?.floor.houses.length ?? 1))));
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => {
      const row = rows[i];
      if (row.kind === 'more') return MORE_ROW_HEIGHT;
      return row.kind === 'apartment' ? 48 : floorHeight(row.floor.houses.length);
    },
    overscan,
    scrollMargin: offset,
    measureElement: measureRow,
    getItemKey: (i) => {
      const row = rows[i];
      if (row.kind === 'more') return 'more';
      return row.kind === 'apartment'
        ? `a-${row.apartment.apartmentId}`
        : `f-${row.apartment.apartmentId}-${row.floor.floor}`;
    },
  });
  // The next page once the rows near the end are in view; the loading row at the end keeps its place meanwhile, and
  // the new floors come in below what is on screen (nothing above moves).
  const items = virtualizer.getVirtualItems();
  const lastShown = items.length ? items[items.length - 1].index : -1;
  const more = props.more;
  const nearEnd = lastShown >= rows.length - LOAD_AHEAD_ROWS;
  useEffect(() => {
    if (more && nearEnd && more.hasMore && !more.loading && !more.failed) more.onLoadMore();
  }, [more, nearEnd]);
  return (
    <div ref={listRef} className="floor-list">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const row = rows[item.index];
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="floor-row"
              style={{ top: item.start - virtualizer.options.scrollMargin }}
            >
              {row.kind === 'more' ? (
                <div className="floor-more" style={{ height: MORE_ROW_HEIGHT }} role="status">
                  {more?.failed ? (
                    <button type="button" className="floor-more-retry" onClick={more.onLoadMore}>
                      加载失败，点击重试
                    </button>
                  ) : (
                    '加载中…'
                  )}
                </div>
              ) : row.kind === 'apartment' ? (
                props.apartmentHeader!(row.apartment)
              ) : (
                <FloorSection
                  apartment={row.apartment}
                  floor={row.floor}
                  named={!!props.apartmentHeader}
                  tileWidth={props.tileWidth}
                  onOpen={props.onOpen}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

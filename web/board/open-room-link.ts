import { useEffect, useRef } from 'react';
import { Toast } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import type { BoardApartment, BoardTile } from '../../sync/contract/board/board';

type More = { hasMore: boolean; loading: boolean; failed: boolean; onLoadMore: () => void };

/**
 * /jizhongHome?room=<houseId> (a room's QR label, issue 18.3): once the board holds that room's tile, its actions open
 * (as a tap on the tile would) and the parameter leaves the address; pages are loaded until it is found. Works offline
 * from the device store like the board itself. '未找到该房间' when the whole board has been read without it.
 */
export function useOpenRoomLink(
  apartments: readonly BoardApartment[] | undefined,
  more: More,
  open: (tile: BoardTile, apartment: BoardApartment) => void,
) {
  const [params, setParams] = useSearchParams();
  const houseId = params.get('room');
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!houseId || !apartments || done.current === houseId) return;
    for (const a of apartments)
      for (const f of a.floors) {
        const tile = f.houses.find((h) => h.houseId === houseId);
        if (!tile) continue;
        done.current = houseId;
        const next = new URLSearchParams(params);
        next.delete('room');
        setParams(next, { replace: true });
        open(tile, a);
        return;
      }
    if (more.hasMore) {
      if (!more.loading && !more.failed) more.onLoadMore();
      return;
    }
    done.current = houseId;
    Toast.show({ content: '未找到该房间' });
  }, [houseId, apartments, more, open, params, setParams]);
}

import { useCallback, useMemo, useState } from 'react';
import { mergeBoardPages } from '../../sync/rules/board/board-page';
import { useBoardPages, useBoardStats, type BoardFilters } from './board-api';
import { useLocalApartments, useLocalBoard } from './local-board';
import { useDeviceStoreState } from '../sync/use-synced';
import type { ApartmentOption } from '../components/apartments';
import type { BoardData } from '../../sync/contract/board/board';

/**
 * What /jizhongHome shows for its filters, from the device's synced rows when it has them (works offline, shows
 * queued changes) or else from the server, page by page (sync/rules/board/board-page.ts): the board so far, its
 * statistics, how many rooms match in every apartment, and loading the next page.
 *
 * The default apartment (filters.firstApartment) needs no round trip: the device takes the first of its apartments;
 * the server resolves the first in board order in the same request and names it. `filters` is then what the controls
 * show and change (the apartment made explicit once known).
 */
export function useBoardView(chosen: BoardFilters) {
  const localApartments = useLocalApartments();
  const byDefault = chosen.firstApartment && !chosen.apartmentId;
  // The device's pages so far (reset by a change of filters) and the board that was shown when one more was asked for.
  const [asked, setAsked] = useState<{ filters: BoardFilters; pages: number; shown: BoardData | null }>({
    filters: chosen,
    pages: 1,
    shown: null,
  });
  const localPages = asked.filters === chosen ? asked.pages : 1;
  const local = useLocalBoard(chosen, localPages);
  const localLoading = asked.filters === chosen && asked.shown !== null && local?.data === asked.shown;
  // One source for the first paint: a device store that synced before answers once open (its first floors first);
  // the server is asked only without one, and for a counter's list (the server's rule).
  const device = useDeviceStoreState();
  const askServer = !local && (chosen.todo !== '' || device === 'none');
  const server = useBoardPages(chosen, askServer);
  const serverStats = useBoardStats(chosen, askServer);
  const roomFilterOn = chosen.flags.length > 0 || chosen.houseNumber !== '' || chosen.todo !== '';
  // How many rooms match in every apartment, to say so when one apartment is on screen.
  const everywhere = useBoardStats(
    { ...chosen, apartmentId: '', firstApartment: false },
    askServer && roomFilterOn && (chosen.apartmentId !== '' || byDefault),
  );
  const pages = server.data?.pages;
  const serverData = useMemo(() => (pages ? mergeBoardPages(pages) : undefined), [pages]);
  const data = local ? local.data : serverData;

  const resolved = local ? (local.data.apartmentId ?? '') : pages ? (pages[0].apartmentId ?? '') : null;
  const filters = useMemo(
    () => (byDefault && resolved !== null ? { ...chosen, apartmentId: resolved, firstApartment: false } : chosen),
    [chosen, byDefault, resolved],
  );
  // The picker names the default apartment from the board's reply before (or without) the apartment list.
  const shown = serverData?.apartments.find((a) => a.apartmentId === filters.apartmentId);
  const fallback = useMemo(
    (): ApartmentOption[] =>
      localApartments.length ? localApartments : shown ? [{ apartmentId: shown.apartmentId, name: shown.name }] : [],
    [localApartments, shown],
  );

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = server;
  const loadMore = useCallback(() => {
    if (local) {
      if (local.data.next !== null && !localLoading && !local.partial)
        setAsked({ filters: chosen, pages: localPages + 1, shown: local.data });
    } else if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [local, localLoading, localPages, chosen, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    filters,
    /** A room filter (number, statuses or a counter's list) narrows the board. */
    roomFilterOn,
    data,
    fallback,
    /** Only the first floors are in (the device's first paint): the statistics follow (the rent rate too, when the store has no count). */
    partial: local?.partial ?? false,
    isLoading: !local && !serverData && !server.isError,
    isError: !local && !serverData && server.isError,
    error: server.error,
    refetch: server.refetch,
    // While the device store opens, its statistics are on the way (the strip keeps its place).
    stats: local
      ? { data: local.stats ?? undefined, isLoading: local.stats === null }
      : askServer
        ? serverStats
        : { data: undefined, isLoading: true },
    allCount: local ? local.allApartments : everywhere.data?.houseTotal,
    more: {
      hasMore: data?.next != null || !!local?.partial,
      loading: local ? localLoading || local.partial : isFetchingNextPage,
      failed: !local && isFetchNextPageError && !isFetchingNextPage,
      onLoadMore: loadMore,
    },
  };
}

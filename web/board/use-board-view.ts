import { useCallback, useMemo, useState } from 'react';
import { mergeBoardPages } from '../../sync/rules/board/board-page';
import { useBoardPages, useBoardStats, type BoardFilters } from './board-api';
import { useLocalApartments, useLocalBoard } from './local-board';
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
  const localFirst = localApartments[0]?.apartmentId ?? '';
  const byDefault = chosen.firstApartment && !chosen.apartmentId;
  const localFilters = useMemo(
    () => (byDefault ? { ...chosen, apartmentId: localFirst, firstApartment: false } : chosen),
    [chosen, byDefault, localFirst],
  );
  // The device's pages so far (reset by a change of filters) and the board that was shown when one more was asked for.
  const [asked, setAsked] = useState<{ filters: BoardFilters; pages: number; shown: BoardData | null }>({
    filters: chosen,
    pages: 1,
    shown: null,
  });
  const localPages = asked.filters === chosen ? asked.pages : 1;
  const local = useLocalBoard(localFilters, localPages);
  const localLoading = asked.filters === chosen && asked.shown !== null && local?.data === asked.shown;
  const server = useBoardPages(chosen, !local);
  const serverStats = useBoardStats(chosen, !local);
  const roomFilterOn = chosen.flags.length > 0 || chosen.houseNumber !== '' || chosen.todo !== '';
  // How many rooms match in every apartment, to say so when one apartment is on screen.
  const everywhere = useBoardStats(
    { ...chosen, apartmentId: '', firstApartment: false },
    !local && roomFilterOn && (chosen.apartmentId !== '' || byDefault),
  );
  const pages = server.data?.pages;
  const serverData = useMemo(() => (pages ? mergeBoardPages(pages) : undefined), [pages]);
  const data = local ? local.data : serverData;

  const resolved = local ? localFirst : pages ? (pages[0].apartmentId ?? '') : null;
  const filters = useMemo(
    () => (byDefault && resolved !== null ? { ...chosen, apartmentId: resolved, firstApartment: false } : chosen),
    [chosen, byDefault, resolved],
  );
  // The picker names the default apartment from the board's reply before (or without) the apartment list.
  const shown = serverData?.apartments.find((a) => a.apartmentId === filters.apartmentId);
  const fallback: ApartmentOption[] = localApartments.length
    ? localApartments
    : shown
      ? [{ apartmentId: shown.apartmentId, name: shown.name }]
      : [];

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = server;
  const loadMore = useCallback(() => {
    if (local) {
      if (local.data.next !== null && !localLoading)
        setAsked({ filters: chosen, pages: localPages + 1, shown: local.data });
    } else if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [local, localLoading, localPages, chosen, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    filters,
    /** A room filter (number, statuses or a counter's list) narrows the board. */
    roomFilterOn,
    data,
    fallback,
    isLoading: !local && !serverData && !server.isError,
    isError: !local && !serverData && server.isError,
    error: server.error,
    refetch: server.refetch,
    stats: local ? { data: local.stats, isLoading: false } : serverStats,
    allCount: local ? local.allApartments : everywhere.data?.houseTotal,
    more: {
      hasMore: data?.next != null,
      loading: local ? localLoading : isFetchingNextPage,
      failed: !local && isFetchNextPageError && !isFetchingNextPage,
      onLoadMore: loadMore,
    },
  };
}

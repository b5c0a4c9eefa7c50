import { useCallback, useMemo } from 'react';
import { mergeBoardPages } from '../../sync/rules/board/board-page';
import { useBoardPages, useBoardStats, type BoardFilters } from './board-api';
import { useLocalApartments, useLocalBoard } from './local-board';
import type { ApartmentOption } from '../components/apartments';

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
  const local = useLocalBoard(localFilters);
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
    if (!local && hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [local, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    filters,
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
      loading: isFetchingNextPage,
      failed: !local && isFetchNextPageError && !isFetchingNextPage,
      onLoadMore: loadMore,
    },
  };
}

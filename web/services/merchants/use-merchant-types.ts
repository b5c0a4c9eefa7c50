import { useQuery } from '@tanstack/react-query';
import { CATEGORIES_KEY, fetchCategories, fetchGenres, GENRES_KEY } from './merchants-api';

/** The organisation's merchant types as options (the filter, the form), read 100 at a time (§9). */
export function useGenreOptions() {
  const q = useQuery({ queryKey: [...GENRES_KEY, 'options'], queryFn: () => fetchGenres() });
  return (q.data?.records ?? []).map((g) => ({ label: g.name, value: g.genreId }));
}

/** The categories of one merchant type as options (细分), none before a type is chosen. */
export function useCategoryOptions(genreId: string) {
  const q = useQuery({
    queryKey: [...CATEGORIES_KEY, 'options', genreId],
    queryFn: () => fetchCategories({ genreId }),
    enabled: !!genreId,
  });
  return (q.data?.records ?? []).map((c) => ({ label: c.name, value: c.id }));
}

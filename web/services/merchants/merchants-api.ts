import { call, type ListFilters } from '../../lib/api';
import { merchants, type MerchantBody, type MerchantRow } from '../../../sync/contract/services/merchants';
import {
  merchantTypes,
  type CategoryBody,
  type CategoryRow,
  type GenreRow,
} from '../../../sync/contract/services/merchants-types';

export type { MerchantRow, GenreRow, CategoryRow };
/** /businessCircle's filters (§2.12: apartment, name, type, status). */
export type MerchantFilters = ListFilters<typeof merchants.list>;

/** Query key roots (invalidate after a change). */
export const MERCHANTS_KEY = ['merchants'] as const;
export const GENRES_KEY = ['merchant-types'] as const;
export const CATEGORIES_KEY = ['merchant-categories'] as const;

export const fetchMerchants = (f: MerchantFilters, current: number, size = 10) =>
  call(merchants.list, { query: { ...f, status: f.status === '' ? undefined : Number(f.status), current, size } });
export const saveMerchant = (merchantId: string | null, json: MerchantBody) =>
  merchantId ? call(merchants.edit, { params: { merchantId }, json }) : call(merchants.add, { json });
export const setMerchantStatus = (merchantId: string, status: 0 | 1 | 2) =>
  call(merchants.setStatus, { params: { merchantId }, json: { status } });
export const removeMerchant = (merchantId: string) => call(merchants.remove, { params: { merchantId } });
export const fetchReviews = (merchantId: string, current: number) =>
  call(merchants.reviews, { params: { merchantId }, query: { current, size: 10 } });
export const removeReview = (merchantId: string, reviewId: string) =>
  call(merchants.removeReview, { params: { merchantId, reviewId } });

/** The merchant types (§9: the form's list reads 100). */
export const fetchGenres = (current = 1, size = 100) => call(merchantTypes.list, { query: { current, size } });
export const addGenre = (name: string, classify: 1 | 2 | 3) => call(merchantTypes.add, { json: { name, classify } });
export const removeGenre = (genreId: string) => call(merchantTypes.remove, { params: { genreId } });
export const fetchCategories = (f: { genreId?: string }, current = 1, size = 100) =>
  call(merchantTypes.categories, { query: { genreId: f.genreId || undefined, current, size } });
export const saveCategory = (categoryId: string | null, json: CategoryBody) =>
  categoryId
    ? call(merchantTypes.editCategory, { params: { categoryId }, json })
    : call(merchantTypes.addCategory, { json });
export const removeCategory = (categoryId: string) => call(merchantTypes.removeCategory, { params: { categoryId } });

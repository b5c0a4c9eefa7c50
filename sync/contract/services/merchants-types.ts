/**
 * The contract of merchant types (/shopLeixing) and categories (/shopFenlei) (issue 19.6; spec part 3 §2.12, §3
 * "Merchant type": genreId, name, classify, createTime; "Category": name, belongName, classify = a merchant type).
 * Permission 商家信息 (merchants).
 */
import { z } from 'zod';
import { route } from '../route';
import { id, int, ms, nothing, obj, page, pageQuery } from '../kit';

const genreRow = obj({
  genreId: id,
  name: z.string(),
  /** SHOP_CLASSIFY. */
  classify: int,
  classifyName: z.string(),
  createTime: ms,
  merchantCount: int,
});
export type GenreRow = z.infer<typeof genreRow>;

const classify = z.union([z.literal(1), z.literal(2), z.literal(3)], '请选择服务类型');

const genreListQuery = z.object({
  classify: z.coerce.number().pipe(classify).optional(),
  ...pageQuery,
});

const genreBody = z.object({
  name: z.string().trim().min(1, '请输入类型名称').max(20, '类型名称不能超过20个字'),
  classify,
});

const categoryRow = obj({
  id,
  name: z.string(),
  /** The merchant type it belongs to (§3 classify) and its name (belongName). */
  classify: id,
  belongName: z.string(),
  createTime: ms,
});
export type CategoryRow = z.infer<typeof categoryRow>;

const categoryListQuery = z.object({
  genreId: z.string().trim().max(40).optional(),
  ...pageQuery,
});

const categoryBody = z.object({
  name: z.string().trim().min(1, '请输入分类名称').max(20, '分类名称不能超过20个字'),
  classify: z.string().min(1, '请选择所属类型').max(40),
});
export type CategoryBody = z.infer<typeof categoryBody>;

export const merchantTypes = {
  list: route({ method: 'GET', path: '/api/merchant-types', query: genreListQuery, reply: page(genreRow) }),
  add: route({ method: 'POST', path: '/api/merchant-types', body: genreBody, reply: obj({ genreId: id }) }),
  remove: route({ method: 'DELETE', path: '/api/merchant-types/:genreId', reply: nothing }),
  categories: route({
    method: 'GET',
    path: '/api/merchant-categories',
    query: categoryListQuery,
    reply: page(categoryRow),
  }),
  addCategory: route({ method: 'POST', path: '/api/merchant-categories', body: categoryBody, reply: obj({ id }) }),
  editCategory: route({
    method: 'PUT',
    path: '/api/merchant-categories/:categoryId',
    body: categoryBody,
    reply: nothing,
  }),
  removeCategory: route({ method: 'DELETE', path: '/api/merchant-categories/:categoryId', reply: nothing }),
};

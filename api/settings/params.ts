import { z } from 'zod';

/** The path parameters of the settings routes, checked before the handler (the contract names them in its paths). */
export const apartmentParam = z.object({ apartmentId: z.string().min(1).max(40) });

/** /api/settings/finance/:kind — 1 bill items, 2 ledger items. */
export const financeKindParam = z.object({ kind: z.enum(['1', '2'], '配置类型不正确').transform(Number) });

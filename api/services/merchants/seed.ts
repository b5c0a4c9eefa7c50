import { and, asc, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { DemoContext } from '../../seed/context';
import { leases } from '../../leases/schema';
import { LEASE_STATUS } from '../../../sync/rules/leases/lease-status';
import { MERCHANT_STATUS, SHOP_CLASSIFY } from '../../../sync/rules/services/merchants-rules';
import { merchantReviews, merchants, shopCategories, shopGenres } from './schema';

const HOUR = 3_600_000;

/** The signed leases of an apartment of the demo, oldest first: the tenants who review, post, comment and like. */
export const demoTenants = (ctx: DemoContext, apartmentId: string) =>
  ctx.db
    .select({ id: leases.id, tenant: leases.tenant, phone: leases.phone })
    .from(leases)
    .where(and(eq(leases.apartmentId, apartmentId), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
    .orderBy(asc(leases.id))
    .limit(4);

/**
 * Demo merchants (issue 19.7): two merchant types (餐饮 with categories 快餐 and 水果, 生活服务 with 洗衣) and a
 * subdivision type; for each apartment an open restaurant with reviews by its tenants (one anonymous), an open laundry,
 * and in 西城 a revoked fruit shop. Runs in the running-lease part (the reviewers are the leases' tenants).
 */
export async function seedMerchants(ctx: DemoContext) {
  const { orgId, now } = ctx;
  const stamp = (at: number) => ({ orgId, createdAt: at, updatedAt: at });
  const tenantsOf = Object.fromEntries(
    await Promise.all(Object.entries(ctx.apartments).map(async ([n, id]) => [n, await demoTenants(ctx, id)] as const)),
  );
  await ctx.db.write(orgId, async (tx) => {
    const genre = { food: ulid(now), life: ulid(now), fresh: ulid(now) };
    await tx.insert(shopGenres).values([
      { id: genre.food, ...stamp(now - 30 * 24 * HOUR), name: '餐饮', classify: SHOP_CLASSIFY.merchant },
      { id: genre.life, ...stamp(now - 29 * 24 * HOUR), name: '生活服务', classify: SHOP_CLASSIFY.merchant },
      { id: genre.fresh, ...stamp(now - 28 * 24 * HOUR), name: '生鲜果蔬', classify: SHOP_CLASSIFY.subdivision },
    ]);
    const cat = { fast: ulid(now), fruit: ulid(now), laundry: ulid(now) };
    await tx.insert(shopCategories).values([
      { id: cat.fast, ...stamp(now - 27 * 24 * HOUR), name: '快餐', genreId: genre.food },
      { id: cat.fruit, ...stamp(now - 27 * 24 * HOUR), name: '水果', genreId: genre.food },
      { id: cat.laundry, ...stamp(now - 27 * 24 * HOUR), name: '洗衣', genreId: genre.life },
    ]);
    for (const [aptName, apartmentId] of Object.entries(ctx.apartments)) {
      const short = aptName.slice(0, 2);
      const food = ulid(now);
      await tx.insert(merchants).values([
        {
          id: food,
          ...stamp(now - 20 * 24 * HOUR),
          apartmentId,
          name: `${short}小厨`,
          intro: '家常快餐，30分钟送达',
          genreId: genre.food,
          subdivideId: cat.fast,
          address: `${short}路18号底商`,
          deliveryMoney: 2000,
          distanceM: 350,
          discounts: '满50减8',
          remark: '工作日11:00-20:00',
          phone: '057188880001',
          status: MERCHANT_STATUS.open,
        },
        {
          id: ulid(now),
          ...stamp(now - 19 * 24 * HOUR),
          apartmentId,
          name: `${short}干洗店`,
          intro: '衣物干洗、上门取送',
          genreId: genre.life,
          subdivideId: cat.laundry,
          address: `${short}路22号`,
          deliveryMoney: 0,
          distanceM: 800,
          discounts: '新客首单八折',
          phone: '057188880002',
          status: MERCHANT_STATUS.open,
        },
        ...(short === '西城'
          ? [
              {
                id: ulid(now),
                ...stamp(now - 18 * 24 * HOUR),
                apartmentId,
                name: '西城鲜果',
                intro: '当季水果',
                genreId: genre.food,
                subdivideId: cat.fruit,
                address: '西城路9号',
                deliveryMoney: 3000,
                distanceM: 1200,
                status: MERCHANT_STATUS.revoked,
                remark: '已停业',
              },
            ]
          : []),
      ]);
      const reviewers = tenantsOf[aptName] ?? [];
      const words = ['味道不错，送得也快', '分量足，价格实惠', '一般般'];
      await tx.insert(merchantReviews).values(
        reviewers.slice(0, 3).map((l, i) => ({
          id: ulid(now),
          ...stamp(now - (10 - i) * 24 * HOUR),
          merchantId: food,
          leaseId: l.id,
          name: l.tenant,
          content: words[i]!,
          rating: 5 - i,
          isAnonymous: i === 1 ? 1 : 0,
        })),
      );
    }
  });
}

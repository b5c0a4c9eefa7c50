import { expect, type APIRequestContext, type Browser } from '@playwright/test';

/**
 * The tenant's own phone (a context apart from the operator's) opening a tenant link `/tenant#t=…`: its page, once the
 * link's token was traded for the tenant cookie. Close `phone` at the end.
 */
export async function openTenantPhone(browser: Browser, baseURL: string | undefined, url: string) {
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const tenant = await phone.newPage();
  await tenant.goto(url);
  return { phone, tenant };
}

/**
 * Which 东湖 room's lease in effect each spec hands a tenant link for. Issuing a link revokes the lease's earlier one,
 * so two specs running side by side must never share a lease: each takes its own room here. 708 and 702 are the first
 * two leases in effect by id, whose tenants the demo welcomes; notify-tenant.phone.spec.ts reads 708's message.
 */
export const TENANT_ROOMS = {
  repairsFiled: '603',
  repairsOffline: '408',
  servicesApply: '804',
  communityAuthor: '402',
  communityNeighbour: '201',
  noticesPhone: '102',
  noticesDesktop: '105',
} as const;

type LeaseRow = {
  leaseId: string;
  apartmentName: string;
  houseId: string;
  houseNumber: string;
  status: number;
  tenant: string;
};

/** The lease in effect of 东湖 room `houseNumber` and a fresh tenant link for it, as the lease detail hands it over. */
export async function tenantLinkOfRoom(request: APIRequestContext, token: string, houseNumber: string) {
  const headers = { authorization: `Bearer ${token}` };
  const res = await request.get('/api/leases?status=1&size=100', { headers });
  expect(res.ok()).toBe(true);
  const lease = ((await res.json()) as { data: { records: LeaseRow[] } }).data.records.find(
    (l) => l.apartmentName === '东湖公寓' && l.houseNumber === houseNumber,
  );
  expect(lease, `a lease in effect of 东湖 ${houseNumber}`).toBeDefined();
  const link = await request.post(`/api/leases/${lease!.leaseId}/tenant-link`, { headers });
  expect(link.ok()).toBe(true);
  const url = ((await link.json()) as { data: { url: string } }).data.url;
  return { lease: lease!, url, path: url.slice(url.indexOf('/tenant')) };
}

/**
 * The rules of a tenant's personal link (issue 19.1): how long it works and what the tenant is told. The API checks
 * them on every tenant request (api/tenant/auth.ts); the tenant page shows the same message for a dead link.
 */
import { addDays, shanghaiMidnight } from '../common/shanghai-time';

/** Days a link keeps working after the lease's last day, so late bills can still be paid. */
export const LINK_GRACE_DAYS = 30;

/** When a link issued for a lease ending on `endDate` stops working: the end of that day (Shanghai) + 30 days. */
export const linkExpiresAt = (endDate: string) => shanghaiMidnight(addDays(endDate, 1 + LINK_GRACE_DAYS));

export const TENANT_MSG = {
  /** Unknown, revoked or expired link, or its lease ended (checked out, deleted). */
  dead: '链接已失效，请联系管家获取新链接',
  noLink: '请打开管家发给您的租客链接',
  leaseEnded: '租约已退房或已删除，不能发放租客链接',
  issued: '租客链接已生成',
  revoked: '租客链接已撤销',
  noActiveLink: '该租约没有有效的租客链接',
} as const;

/** The fragment of the link the operator hands over: `${origin}/tenant#t=<token>` (never sent to the server). */
export const tenantLinkUrl = (origin: string, token: string) => `${origin}/tenant#t=${token}`;

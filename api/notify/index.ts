import { ulid } from 'ulid';
import { chunks } from '../db/chunks';
import type { Tx } from '../db/store';
import type { Deps } from '../deps';
import { deliverStaff } from './staff-deliver';
import { pushToLease } from './tenant-push';
import { tenantMessages } from './schema';

export type NoticeKind = 'repair' | 'arrears' | 'alarm' | 'lease' | 'notice' | 'service' | 'test';

/** A notice to one staff user; its message-centre row is written inside the change's unit (api/messages/post.ts). */
export interface StaffNotice {
  orgId: string;
  userId: string;
  kind: NoticeKind;
  title: string;
  body: string;
  /** The in-app route the notice opens. */
  url: string;
  /** Replaces an older notification with the same tag on the device. */
  tag?: string;
}

/**
 * After the commit of the change: web push, group robot and SMS per each user's channels. A failing channel never
 * stops the others and never throws (logged). Resolves to the number of deliveries made.
 */
export async function notifyStaff(deps: Deps, notices: readonly StaffNotice[]): Promise<number> {
  try {
    return await deliverStaff(deps, notices);
  } catch (err) {
    deps.log(`ERROR notify: ${(err as Error)?.message ?? String(err)}`);
    return 0;
  }
}

/** A message to the tenant page's 消息 inbox of a lease. url: a tenant page path ('/tenant?s=bills&id=…'). */
export interface TenantMessage {
  orgId: string;
  leaseId: string;
  kind: NoticeKind;
  title: string;
  content: string;
  url: string;
  /** Optional: at most one message per key and organisation (a second one with the same key is not written). */
  dedupeKey?: string;
}

/** Inside the unit of the change: the tenant inbox rows (unread). Resolves to the rows written. */
export async function postTenantMessages(tx: Tx, now: number, rows: readonly TenantMessage[]): Promise<number> {
  let written = 0;
  for (const part of chunks(rows)) {
    const done = await tx
      .insert(tenantMessages)
      .values(
        part.map((r) => ({
          id: ulid(now),
          orgId: r.orgId,
          leaseId: r.leaseId,
          kind: r.kind,
          title: r.title,
          content: r.content,
          url: r.url,
          dedupeKey: r.dedupeKey ?? null,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: tenantMessages.id });
    written += done.length;
  }
  return written;
}

/**
 * After the commit: web push to the lease's tenant devices (tenant push subscriptions of a link that still works).
 * Never throws (a failure is logged). Resolves to the devices the push services accepted a notification for.
 */
export async function notifyTenants(
  deps: Deps,
  notices: readonly (TenantMessage & { tag?: string })[],
): Promise<number> {
  const sent = await Promise.all(
    notices.map(async (n) => {
      try {
        return await pushToLease(deps, n.orgId, n.leaseId, { title: n.title, body: n.content, url: n.url, tag: n.tag });
      } catch (err) {
        deps.log(
          `ERROR notify tenant push ${n.tag ?? n.kind} to ${n.leaseId}: ${(err as Error)?.message ?? String(err)}`,
        );
        return 0;
      }
    }),
  );
  return sent.reduce((a, b) => a + b, 0);
}

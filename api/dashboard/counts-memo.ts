import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { committedVersion } from '../db/unit';
import { todoCounts } from './todo-counts';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { USER_TYPE } from '../../sync/product/accounts';
import type { TodoCounts } from '../../sync/contract/dashboard/dashboard';

type User = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** Answers kept per database handle (a process may open several, e.g. in tests), at most this many per handle. */
const MAX_KEPT = 500;
const kept = new WeakMap<object, Map<string, { version: number; counts: TodoCounts }>>();

/**
 * The dashboard's counters (todoCounts), computed again only when their inputs may have changed: every
 * row they read (rooms, leases, bills, deposit orders, viewings, pictures, templates, owners, apartments, staff
 * projects) is written in a unit of work of its organisation, which moves the organisation's change version (the
 * same version the sync protocol trusts to say whether anything changed), and their date windows move with the
 * Asia/Shanghai day. So an answer computed at version V on day D is the answer again while the version is still V on
 * day D: the counters stay exactly the rule's, and dashboards polled between two writes cost one primary-key read.
 * The version is read before the counters: a write committing meanwhile leaves the answer stored under the older
 * version, which no later request asks for again. Bosses and managers see the whole organisation and share one
 * answer; a staff member's is their own (their projects).
 */
export async function keptTodoCounts(db: Reader, now: number, user: User): Promise<TodoCounts> {
  const version = await committedVersion(db, user.orgId);
  const scope = user.userType === USER_TYPE.staff ? `staff ${user.id}` : 'org';
  const key = `${user.orgId} ${scope} ${shanghaiToday(now)}`;
  let byKey = kept.get(db);
  if (!byKey) kept.set(db, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit && hit.version === version) return hit.counts;
  const fresh = await todoCounts(db, now, user);
  byKey.delete(key);
  if (byKey.size >= MAX_KEPT) byKey.delete(byKey.keys().next().value!);
  byKey.set(key, { version, counts: fresh });
  return fresh;
}

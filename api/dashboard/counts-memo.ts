import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { committedVersion, writtenSince } from '../db/unit';
import { todoParts, todoTotals, replaceApartments, type TodoParts } from './todo-counts';
import { changedApartments } from './changed-apartments';
import { todoWindows } from './windows';
import { USER_TYPE } from '../../sync/product/accounts';
import type { TodoCounts } from '../../sync/contract/dashboard/dashboard';

type User = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** Answers kept per database handle (a process may open several, e.g. in tests), at most this many per handle. */
const MAX_KEPT = 500;
/**
 * Changed apartments of at most this many rooms in all are counted again on SQLite on the request loop's connection
 * (a few milliseconds, less than handing ten statements to the workers); larger ones on the workers, so the loop
 * stays free meanwhile.
 */
const HERE_MAX_ROOMS = 300;
type Kept = { version: number; parts: TodoParts; counts: TodoCounts };
const kept = new WeakMap<object, Map<string, Kept>>();

/**
 * The dashboard's counters (todoCounts), kept by apartment and computed again only where their inputs may have
 * changed. Every row they read is written in a unit of work of its organisation, which moves the organisation's
 * change version (the version the sync protocol trusts to say whether anything changed) and logs the tables it wrote
 * (unit_writes); their date windows move with the Asia/Shanghai day. So figures computed at version V on day D:
 *  - are the answer again while the version is still V on day D (dashboards polled between two writes cost one
 *    primary-key read);
 *  - after later units, stay right for every apartment those units did not write (changedApartments: found by the
 *    written rows' versions), and only the written apartments' figures are counted again, by the same rule restricted
 *    to them; when that cannot be told (e.g. a template or a photo was written), every apartment is counted again.
 * The version is read before the counters: a write committing meanwhile is counted again at the next request, which
 * finds it after the version it was stored under. Bosses and managers see the whole organisation and share one
 * answer; a staff member's is their own (their projects).
 */
export async function keptTodoCounts(db: Reader, now: number, user: User): Promise<TodoCounts> {
  const windows = todoWindows(now);
  const scope = user.userType === USER_TYPE.staff ? `staff ${user.id}` : 'org';
  const key = `${user.orgId} ${scope} ${windows.today}`;
  let byKey = kept.get(db);
  if (!byKey) kept.set(db, (byKey = new Map()));
  const hit = byKey.get(key);
  // With figures kept: the version and what was written since, in one read; else the version alone.
  const since = hit ? await writtenSince(db, user.orgId, hit.version) : null;
  const version = since ? since.version : await committedVersion(db, user.orgId);
  if (hit && hit.version === version) return hit.counts;
  const changed =
    hit && since && hit.version < version ? await changedApartments(db, user.orgId, hit.version, since.tables) : null;
  let parts: TodoParts;
  if (!hit || !changed) parts = await todoParts(db, user, windows);
  else if (!changed.size) parts = hit.parts;
  else {
    const size = [...changed].reduce((n, apt) => n + (hit.parts.liveRooms.get(apt)?.n ?? 0), 0);
    const fresh = await todoParts(db, user, windows, [...changed], size <= HERE_MAX_ROOMS);
    parts = replaceApartments(hit.parts, [...changed], fresh);
  }
  const counts = todoTotals(parts, windows);
  const latest = byKey.get(key);
  // Requests answered side by side: the figures of the latest version stay.
  if (!latest || latest.version <= version) {
    byKey.delete(key);
    if (byKey.size >= MAX_KEPT) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, { version, parts, counts });
  }
  return counts;
}

import type { Tx } from '../../db/store';
import type { Deps } from '../../deps';
import { MSG_TYPE, postMessages } from '../../messages/post';
import { notifyStaff } from '../../notify';
import { apartmentManagers } from '../../jobs/apartment-managers';
import type { Perm } from '../../../sync/product/menu';

/**
 * Telling the apartment's staff of `perm` (api/jobs/apartment-managers.ts) of a tenant's request: `post` writes their message-centre
 * entries inside the request's unit, `push` sends push and their other channels after the commit (tagged `tag`).
 */
export async function staffTelling(
  deps: Deps,
  to: { orgId: string; apartmentId: string; perm: Perm },
  n: { title: string; content: string; url: string },
) {
  const { orgId } = to;
  const staff = await apartmentManagers(deps.db, orgId, to.apartmentId, to.perm);
  return {
    post: (tx: Tx) =>
      postMessages(
        tx,
        tx.now,
        staff.map((userId) => ({ orgId, userId, msgType: MSG_TYPE.service, ...n })),
      ),
    push: (tag: string) =>
      notifyStaff(
        deps,
        staff.map((userId) => ({
          orgId,
          userId,
          kind: 'service' as const,
          title: n.title,
          body: n.content,
          url: n.url,
          tag,
        })),
      ),
  };
}

import { tenantCall } from '../tenant-api';
import { tenantInbox } from '../../../sync/contract/notify/tenant-inbox';
import { currentSubscription, enablePush, type PushServer } from '../../pwa/push';
import { ApiError } from '../../lib/api';

/** The tenant page's side of web push: the key and the subscription go to /api/tenant/push (bound to the link). */
const TENANT_SERVER: PushServer = {
  publicKey: () => tenantCall(tenantInbox.pushKey),
  save: (json) => tenantCall(tenantInbox.subscribe, { json }),
};

/** Turns push on for the tenant's lease on this device. */
export const enableTenantPush = () => enablePush(TENANT_SERVER);

/** Turns it off: unsubscribes in the browser and forgets the device on the server (already gone: nothing to do). */
export async function disableTenantPush(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  const endpoint = sub.endpoint;
  await sub.unsubscribe();
  try {
    await tenantCall(tenantInbox.unsubscribe, { json: { endpoint } });
  } catch (e) {
    if (!(e instanceof ApiError && e.status === 404)) throw e;
  }
}

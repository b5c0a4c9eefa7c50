import type { Deps } from '../deps';
import type { Perm } from '../../sync/product/menu';
import type { PermName } from '../../sync/product/permissions';
import type { TenantContext } from '../tenant/auth';
import type { OplogNote } from '../oplog/log-as';

export interface AuthUser {
  id: string;
  orgId: string;
  sessionId: string;
  userType: number;
  phone: string;
  nickname: string;
  name: string;
  /** Permission keys "group.child" the user holds (a boss holds them all). */
  perms: ReadonlySet<string>;
  /** Holds the permission, named in the vocabulary (sync/permissions.ts) or a pair from the menu tree (a route's perm). */
  can: (perm: PermName | Perm) => boolean;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    user: AuthUser;
    /** A tenant page request (api/tenant/auth.ts requireTenant). */
    tenant: TenantContext;
    /** The operation-log entries the request stated (api/oplog/log-as.ts logAs); absent: its route's fallback. */
    oplog: OplogNote[];
  };
}

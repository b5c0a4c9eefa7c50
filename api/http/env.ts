import type { Deps } from '../deps';
import type { Perm } from '../../sync/menu';

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
  can: (perm: Perm) => boolean;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    user: AuthUser;
  };
}

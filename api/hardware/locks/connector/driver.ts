import type { LockAlarm, LockType, OpenType } from '../../../../sync/rules/hardware/lock-rules';

/**
 * The smart-lock connector (issue 17; ARCHITECTURE "Connectors"): what the product asks of a lock vendor, whatever
 * the vendor. The product database is the source of truth for who may open a lock; `push` hands a lock its whole
 * wanted state (users, who is frozen, passwords) and corrects its clock, so a lock that was out of reach catches up
 * in one call as soon as it answers again. A vendor's driver plugs in by LOCK_DRIVER (connector/index.ts).
 */

export interface LockTypeInfo {
  lockType: LockType;
  name: string;
}

/** A lock answers, or it is out of reach ('offline'), or it answered with a refusal (the Chinese reason). */
export type LockAnswer = 'ok' | 'offline' | { refused: string };

export interface LockUserState {
  uid: string;
  frozen: boolean;
  /** Staff whose offline codes the lock accepts (tenants open with passwords). */
  offlineCodes: boolean;
}

export interface LockPasswordState {
  passwordId: string;
  uid: string;
  code: string;
  startAt: number;
  endAt: number;
}

export interface LockWanted {
  users: readonly LockUserState[];
  passwords: readonly LockPasswordState[];
}

export interface LockStatus {
  online: boolean;
  battery: number;
}

/** What a lock reports: an opening (how, by whom, whether it opened) or an alarm. Each is reported once. */
export type LockEvent =
  | {
      eventId: string;
      sn: string;
      at: number;
      kind: 'open';
      openType: OpenType;
      uid: string | null;
      opened: boolean;
      /** For an offline one-time code, its time step (to match the phone's own record). */
      codeStep: number | null;
      detail: string;
    }
  | { eventId: string; sn: string; at: number; kind: 'alarm'; alarm: LockAlarm; detail: string; battery?: number };

export interface LockDriver {
  /** The lock types this vendor offers (spec §2.2: 1 the gateway path, 2 the cloud path). */
  types(): readonly LockTypeInfo[];
  /** Registers a new lock for a room and gives it its offline-code secret; answers the lock's device id. */
  provision(input: { orgId: string; lockType: LockType; roomLabel: string; secret: string }): Promise<{ sn: string }>;
  /** Forgets a lock (the lock is removed from the room). */
  remove(sn: string): Promise<void>;
  /** Opens the door now, remotely. */
  open(sn: string): Promise<'opened' | 'offline' | 'failed'>;
  status(sn: string): Promise<LockStatus | 'offline'>;
  /** Gives the lock its whole wanted state and corrects its clock. */
  push(sn: string, wanted: LockWanted): Promise<LockAnswer>;
  /** Events of the org's locks not yet taken, oldest first (each is answered once). */
  takeEvents(orgId: string, max: number): Promise<LockEvent[]>;
}

import { ulid } from 'ulid';
import type { Tx } from '../../db/store';
import type { AuthUser } from '../../http/env';
import type { AccessLogKind } from '../../../sync/rules/hardware/access-rules';
import { accessLog } from './schema';

/** Who acts on door access: the signed-in user (their name goes in the log). */
export type Actor = Pick<AuthUser, 'id' | 'orgId' | 'userType' | 'name'>;

export interface LogEntry {
  apartmentId: string;
  deviceId?: string | null;
  kind: AccessLogKind;
  detail: string;
}

/** Writes entries of the door-access log (/AccessLog) in the unit that did it, by `byName` ('' for the system). */
export async function logAccess(tx: Tx, byName: string, entries: readonly LogEntry[]) {
  if (!entries.length) return;
  await tx.insert(accessLog).values(
    entries.map((e) => ({
      id: ulid(tx.now),
      orgId: tx.orgId!,
      createdAt: tx.now,
      updatedAt: tx.now,
      apartmentId: e.apartmentId,
      deviceId: e.deviceId ?? null,
      kind: e.kind,
      detail: e.detail,
      at: tx.now,
      byName,
    })),
  );
}

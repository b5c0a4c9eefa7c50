/**
 * The lease code (租约编号 'ZY…'), which is also the contract number printed on the contract: one number, made from
 * the lease id the device creates (a ULID) so that a contract previewed, printed or signed offline already carries the
 * number the lease will have. 'ZY' + the Shanghai date of the id's time (when the signing form was opened) + the last
 * six characters of the id's random part, e.g. 'ZY20261124K3X9QF'. The server stores exactly this code.
 */
import { decodeTime } from 'ulid';
import { shanghaiToday } from '../common/shanghai-time';

export const LEASE_CODE_PREFIX = 'ZY';

export function leaseCodeOf(leaseId: string): string {
  const ms = leaseIdTime(leaseId);
  const day = ms === null ? '00000000' : shanghaiToday(ms).replaceAll('-', '');
  return `${LEASE_CODE_PREFIX}${day}${leaseId.slice(-6).toUpperCase()}`;
}

/** The time a ULID lease id was made at, or null when it is not a well-formed ULID (the server refuses those). */
export function leaseIdTime(leaseId: string): number | null {
  try {
    return decodeTime(leaseId);
  } catch {
    return null;
  }
}

/** The (very unlikely) refusal when another lease of the organisation already has the code. */
export const DUPLICATE_LEASE_CODE_MSG = '合同编号重复，请重新打开登记页面后签约';

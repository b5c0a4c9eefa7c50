/**
 * Visitor passes (issue 18.4; /tempAuthorization): a QR code that opens an apartment's public doors during a window,
 * checked by the door itself, with no network. The payload is
 *   AP1.<passId>.<from>.<until>.<mac>
 * with from/until in whole minutes since the epoch and mac = the first 20 hex digits of HMAC-SHA-256 over
 * "<passId>|<from>|<until>" with the apartment's pass key (held by the server and handed to its doors, never shown).
 * A door accepts a pass whose MAC checks, inside its window (one minute of clock skew either way), and not on the
 * list of withdrawn passes it was last given.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

const MINUTE = 60_000;
export const PASS_SKEW_MS = MINUTE;
/** The longest window a pass may have. */
export const PASS_MAX_DAYS = 7;

const macOf = (keyHex: string, passId: string, from: number, until: number) =>
  bytesToHex(hmac(sha256, hexToBytes(keyHex), utf8ToBytes(`${passId}|${from}|${until}`))).slice(0, 20);

/** The QR payload of a pass valid from `fromMs` to `untilMs` (rounded to whole minutes). */
export function passPayload(keyHex: string, passId: string, fromMs: number, untilMs: number): string {
  const from = Math.floor(fromMs / MINUTE);
  const until = Math.ceil(untilMs / MINUTE);
  return `AP1.${passId}.${from}.${until}.${macOf(keyHex, passId, from, until)}`;
}

export const PASS_REASON = {
  opened: '已开门',
  invalid: '通行码无效',
  early: '通行码未到生效时间',
  expired: '通行码已过期',
  withdrawn: '通行码已作废',
  noKey: '设备未开通访客通行',
} as const;

/** What a door answers to a scanned payload, with its pass key, the withdrawn pass ids and its clock. */
export function checkPass(
  door: { passKey: string; withdrawn: readonly string[] },
  payload: string,
  now: number,
): { opened: boolean; reason: string; passId: string | null } {
  const refuse = (reason: string, passId: string | null = null) => ({ opened: false, reason, passId });
  if (!door.passKey) return refuse(PASS_REASON.noKey);
  const m = /^AP1\.([0-9A-HJKMNP-TV-Z]{26})\.(\d{1,10})\.(\d{1,10})\.([0-9a-f]{20})$/.exec(payload.trim());
  if (!m) return refuse(PASS_REASON.invalid);
  const [, passId, fromText, untilText, mac] = m;
  const from = Number(fromText);
  const until = Number(untilText);
  if (macOf(door.passKey, passId!, from, until) !== mac) return refuse(PASS_REASON.invalid);
  if (door.withdrawn.includes(passId!)) return refuse(PASS_REASON.withdrawn, passId!);
  if (now < from * MINUTE - PASS_SKEW_MS) return refuse(PASS_REASON.early, passId!);
  if (now > until * MINUTE + PASS_SKEW_MS) return refuse(PASS_REASON.expired, passId!);
  return { opened: true, reason: PASS_REASON.opened, passId: passId! };
}

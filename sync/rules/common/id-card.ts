/**
 * Mainland resident identity card numbers (GB 11643-1999): 18 characters — 6-digit region code, birth date
 * YYYYMMDD, 3-digit sequence, and a check character (0–9 or X) — or the old 15-digit form (region, YYMMDD in the
 * 1900s, sequence). Shared by the owner edit screen and lease signing; both sides run it identically.
 */

export const ID_CARD_MSG = '请输入正确的身份证号';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** The GB 11643 check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

function validDate(y: number, m: number, d: number): boolean {
  if (y < 1900 || m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

/** Upper-cases a trailing x and trims; what is stored. */
export const normalizeIdCard = (value: string) => value.trim().toUpperCase();

/** True for a well-formed 18-character number with a correct check character, or an old 15-digit number. */
export function isValidIdCard(value: string | null | undefined): boolean {
  const v = normalizeIdCard(value ?? '');
  if (/^[1-9]\d{16}[\dX]$/.test(v)) {
    if (!validDate(Number(v.slice(6, 10)), Number(v.slice(10, 12)), Number(v.slice(12, 14)))) return false;
    return idCardCheckChar(v.slice(0, 17)) === v[17];
  }
  if (/^[1-9]\d{14}$/.test(v)) {
    return validDate(1900 + Number(v.slice(6, 8)), Number(v.slice(8, 10)), Number(v.slice(10, 12)));
  }
  return false;
}

/** Returns the Chinese message for a bad number, or null when it is fine. */
export function checkIdCard(value: string | null | undefined): string | null {
  return isValidIdCard(value) ? null : ID_CARD_MSG;
}

/** The sex encoded in an ID number (0 male, 1 female, the lease form's convention): the 17th character of the
 * 18-character form (the 15th of the old form), odd for men. */
export function sexFromIdNumber(idNumber: string): 0 | 1 {
  const v = normalizeIdCard(idNumber);
  const digit = Number(v.length === 18 ? v[16] : v[14]);
  return digit % 2 === 1 ? 0 : 1;
}

/** For list rows: the region code and the last 4 characters, the rest starred (330102********1234). */
export function maskIdCard(value: string): string {
  const v = value.trim();
  if (v.length <= 10) return v ? '*'.repeat(v.length) : '';
  return `${v.slice(0, 6)}${'*'.repeat(v.length - 10)}${v.slice(-4)}`;
}

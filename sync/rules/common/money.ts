/** Money is an integer number of fen everywhere; these are the only conversions, done on strings, never floats. */

/** Parses a yuan amount typed by a person ('1234.5', '¥1,234.50') into fen; null when it is not an amount. */
export function yuanToFen(input: string | number): number | null {
  const s = String(input).replace(/[¥,\s]/g, '');
  const m = /^(-)?(\d{1,12})(?:\.(\d{0,2}))?$/.exec(s);
  if (!m) return null;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}

/** Formats fen as a yuan amount without grouping: 123450 → '1234.50'. */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Formats fen for display: 123450 → '¥1,234.50'. */
export function formatFen(fen: number): string {
  const [int, dec] = fenToYuan(Math.abs(fen)).split('.');
  return `${fen < 0 ? '-' : ''}¥${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec}`;
}

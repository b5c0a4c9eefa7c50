/** How figures and fields are written in the contract text: article numbers, money with capital numerals, dates. */
import { fenToCapital } from '../common/capital-numerals';
import { formatFen } from '../common/money';

export const CN_NO = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

/** '第一条'.. '第十二条' */
export function articleLabel(no: number): string {
  return `第${CN_NO[no] ?? String(no)}条`;
}

/** '¥2,200.00（贰仟贰佰元整）' */
export function money(fen: number): string {
  return `${formatFen(fen)}（${fenToCapital(fen)}）`;
}

/** 'YYYY-MM-DD' → 'YYYY年MM月DD日'; anything else is returned as given (trimmed). */
export function cnDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  return m ? `${m[1]}年${m[2]}月${m[3]}日` : date.trim();
}

/** Field text as it goes into the contract: no control characters, single spaces, trimmed; '—' when empty. */
export function clean(value: string | number | undefined | null): string {
  const s = String(value ?? '')
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .normalize('NFC');
  return s || '—';
}

export function areaText(area: number): string {
  if (!Number.isFinite(area) || area <= 0) return '—';
  return String(Math.round(area * 100) / 100);
}

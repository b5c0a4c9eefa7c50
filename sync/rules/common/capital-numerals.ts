/**
 * Chinese financial capital numerals (中文大写金额) for an amount in integer fen, as written on contracts, receipts and
 * cheques. Integer arithmetic only.
 *
 * Conventions (the common banking form, 《支付结算办法》附件 正确填写票据和结算凭证的基本规定):
 * - whole yuan end in 整: 123400 → 壹仟贰佰叁拾肆元整; zero is 零元整;
 * - an amount down to 角 ends in 整 too: 123450 → 壹仟贰佰叁拾肆元伍角整;
 * - an amount down to 分 has no 整: 123456 → 壹仟贰佰叁拾肆元伍角陆分;
 * - 角 is zero but 分 is not: 零 after 元: 123405 → 壹仟贰佰叁拾肆元零伍分;
 * - under one yuan there is no 元 part at all: 10 → 壹角整, 5 → 伍分, 15 → 壹角伍分;
 * - 拾 always carries its digit: 100000 (¥1,000.00) → 壹仟元整, 1000 (¥10) → 壹拾元整;
 * - any run of zeros inside the integer part reads as a single 零, also across 万 and 亿 sections:
 *   100005 元 → 壹拾万零伍元整, 100010000 元 → 壹亿零壹万元整, 1001 元 → 壹仟零壹元整; trailing zeros of a section
 *   are not read (壹拾万元整). No optional 零 is written between 元 and a non-zero 角 (壹拾元伍角整, not 壹拾元零伍角整);
 * - a negative amount is prefixed with 负.
 * Amounts beyond Number.MAX_SAFE_INTEGER fen, or not an integer, throw a RangeError.
 */

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const PLACES = ['', '拾', '佰', '仟'];

/** 0 < n < 10000: digits with place names, inner zero runs as one 零, trailing zeros dropped. */
function section(n: number): string {
  let out = '';
  let pendingZero = false;
  for (let place = 3; place >= 0; place--) {
    const unit = 10 ** place;
    const d = Math.floor(n / unit) % 10;
    if (d === 0) {
      if (out) pendingZero = true;
      continue;
    }
    if (pendingZero) out += '零';
    pendingZero = false;
    out += DIGITS[d] + PLACES[place];
  }
  return out;
}

/** n ≥ 1, a whole number of yuan. */
function integerPart(n: number): string {
  for (const [size, name] of [
    [100_000_000, '亿'],
    [10_000, '万'],
  ] as const) {
    if (n >= size) {
      const high = Math.floor(n / size);
      const rest = n % size;
      let out = integerPart(high) + name;
      // the rest is read with a leading 零 when its highest place (size / 10) is empty
      if (rest > 0) out += (rest < size / 10 ? '零' : '') + integerPart(rest);
      return out;
    }
  }
  return section(n);
}

export function fenToCapital(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`金额必须是整数分：${fen}`);
  if (fen < 0) return '负' + fenToCapital(-fen);
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let out = yuan > 0 ? integerPart(yuan) + '元' : '';
  if (jiao === 0 && cents === 0) return out + '整';
  if (jiao > 0) out += DIGITS[jiao] + '角';
  else if (yuan > 0) out += '零'; // 元 followed by an empty 角 and a non-zero 分
  if (cents === 0) return out + '整';
  return out + DIGITS[cents] + '分';
}

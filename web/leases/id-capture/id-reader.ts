import { isValidIdCard, normalizeIdCard, sexFromIdNumber } from '../../../sync/rules/common/id-card';

/**
 * The optional local ID-card reader (spec part 2 §2.8 "Local ID reading"): a service on the tablet answers an HTTP
 * GET with name, sex, cardno and address. Whether it is used, and its address, are settings of this device only,
 * kept in localStorage under 'gongyu.idReader'.
 *
 * The reader service must allow the app's origin (CORS, Access-Control-Allow-Origin) since the page calls it from
 * the browser; a loopback address (127.0.0.1 / localhost) is allowed from an HTTPS page.
 */

export const ID_READER_KEY = 'gongyu.idReader';
export const DEFAULT_ID_READER_URL = 'http://127.0.0.1:8989/api/ReadMsg';

export interface IdReaderSettings {
  enabled: boolean;
  url: string;
}

export const DEFAULT_ID_READER: IdReaderSettings = { enabled: false, url: DEFAULT_ID_READER_URL };

export interface IdCardData {
  name: string;
  /** 0 male, 1 female (the lease form's convention). */
  sex: 0 | 1;
  idNumber: string;
  address: string;
}

export type IdReadResult = IdCardData | { error: string };

export const ID_READER_MSG = {
  notConnected: '读卡器未连接',
  timeout: '读卡器响应超时，请检查读卡器后重试',
  noCard: '未读取到身份证，请将身份证放在读卡器上',
  unreadable: '读卡器返回的数据无法识别',
  badNumber: '读取到的身份证号码无效，请重新放置身份证',
  badUrl: '读卡器地址格式有误',
  httpError: (status: number) => `读卡器返回错误（错误码 ${status}）`,
} as const;

// ---- settings -------------------------------------------------------------------------------------------------

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const storage = (): StorageLike | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** Parses stored settings, falling back to the defaults field by field. */
export function parseIdReaderSettings(raw: string | null): IdReaderSettings {
  if (!raw) return { ...DEFAULT_ID_READER };
  try {
    const v = JSON.parse(raw) as Partial<IdReaderSettings> | null;
    return {
      enabled: typeof v?.enabled === 'boolean' ? v.enabled : DEFAULT_ID_READER.enabled,
      url: typeof v?.url === 'string' && v.url.trim() ? v.url.trim() : DEFAULT_ID_READER.url,
    };
  } catch {
    return { ...DEFAULT_ID_READER };
  }
}

export function loadIdReaderSettings(store: StorageLike | null = storage()): IdReaderSettings {
  try {
    return parseIdReaderSettings(store?.getItem(ID_READER_KEY) ?? null);
  } catch {
    return { ...DEFAULT_ID_READER };
  }
}

const listeners = new Set<() => void>();

export function saveIdReaderSettings(next: IdReaderSettings, store: StorageLike | null = storage()): void {
  const clean: IdReaderSettings = { enabled: next.enabled, url: next.url.trim() || DEFAULT_ID_READER_URL };
  store?.setItem(ID_READER_KEY, JSON.stringify(clean));
  listeners.forEach((l) => l());
}

/** For useSyncExternalStore: told about saves in this tab and (through the storage event) in others. */
export function subscribeIdReaderSettings(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === ID_READER_KEY || e.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** True for an http(s) address; what the settings form accepts. */
export function isReaderUrl(url: string): boolean {
  try {
    const u = new URL(url.trim());
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

// ---- reading --------------------------------------------------------------------------------------------------

/** Case-insensitive lookup of the first of `keys` present in `obj` with a non-empty value. */
function pick(obj: Record<string, unknown>, keys: string[]): unknown {
  const lower = new Map(Object.keys(obj).map((k) => [k.toLowerCase(), k]));
  for (const key of keys) {
    const real = lower.get(key.toLowerCase());
    if (real === undefined) continue;
    const v = obj[real];
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
}

const NAME_KEYS = ['name', 'partyName', 'xm'];
const NUMBER_KEYS = ['cardno', 'idNumber', 'certNumber', 'idNum', 'sfzh'];
const SEX_KEYS = ['sex', 'gender', 'xb'];
const ADDRESS_KEYS = ['address', 'addr', 'certAddress', 'zz'];

/**
 * Finds the object carrying the card fields: the reply itself, or one level down in data / result / content /
 * retData (as a JSON object or a JSON string), the wrappings reader services use.
 */
function cardRecord(body: unknown): Record<string, unknown> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const top = body as Record<string, unknown>;
  if (pick(top, NUMBER_KEYS) !== undefined || pick(top, NAME_KEYS) !== undefined) return top;
  for (const key of ['data', 'result', 'content', 'retData', 'info']) {
    let inner = pick(top, [key]);
    if (typeof inner === 'string') {
      try {
        inner = JSON.parse(inner);
      } catch {
        continue;
      }
    }
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) return inner as Record<string, unknown>;
  }
  return null;
}

/** '男' / 0 / '0' / 'M' → 0; '女' / 1 / '1' / 'F' → 1; otherwise null. */
export function parseSex(v: unknown): 0 | 1 | null {
  if (v === 0 || v === '0') return 0;
  if (v === 1 || v === '1') return 1;
  if (typeof v === 'string') {
    const s = v.trim().toUpperCase();
    if (s === '男' || s === 'M' || s === 'MALE') return 0;
    if (s === '女' || s === 'F' || s === 'FEMALE') return 1;
  }
  return null;
}

/** Turns a reader's reply body into card data or the Chinese reason it cannot be used. */
export function parseReaderReply(body: unknown): IdReadResult {
  const rec = cardRecord(body);
  if (!rec)
    return {
      error: body && typeof body === 'object' && !Array.isArray(body) ? ID_READER_MSG.noCard : ID_READER_MSG.unreadable,
    };
  const rawNumber = pick(rec, NUMBER_KEYS);
  const name = String(pick(rec, NAME_KEYS) ?? '').trim();
  const idNumber = normalizeIdCard(
    typeof rawNumber === 'string' || typeof rawNumber === 'number' ? String(rawNumber) : '',
  );
  if (!idNumber || !name) return { error: ID_READER_MSG.noCard };
  if (!isValidIdCard(idNumber)) return { error: ID_READER_MSG.badNumber };
  const sex = parseSex(pick(rec, SEX_KEYS)) ?? sexFromIdNumber(idNumber);
  const address = String(pick(rec, ADDRESS_KEYS) ?? '').trim();
  return { name, sex, idNumber, address };
}

/** Decodes a reply by its declared charset (some readers answer in GBK), UTF-8 otherwise. */
function decode(bytes: ArrayBuffer, contentType: string | null): string {
  const charset = /charset=\s*"?([\w-]+)/i.exec(contentType ?? '')?.[1];
  if (charset) {
    try {
      return new TextDecoder(charset).decode(bytes);
    } catch {
      // unknown label: fall through to UTF-8
    }
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the card on the reader: GET `url` (the device's setting by default), at most `timeoutMs` for the whole
 * exchange (AbortSignal.timeout aborts the request and the reading of its body). Never throws; failures come back as
 * { error } with a Chinese message.
 */
export async function readIdCard(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  timeoutMs = 5000,
  url: string = loadIdReaderSettings().url,
): Promise<IdReadResult> {
  if (!isReaderUrl(url)) return { error: ID_READER_MSG.badUrl };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetchImpl(url.trim(), { method: 'GET', cache: 'no-store', signal });
    const text = decode(await res.arrayBuffer(), res.headers.get('content-type'));
    if (!res.ok) return { error: ID_READER_MSG.httpError(res.status) };
    let body: unknown;
    try {
      body = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      return { error: ID_READER_MSG.unreadable };
    }
    return parseReaderReply(body);
  } catch {
    return { error: signal.aborted ? ID_READER_MSG.timeout : ID_READER_MSG.notConnected };
  }
}

export const isIdReadError = (r: IdReadResult): r is { error: string } => 'error' in r;

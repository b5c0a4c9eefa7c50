import type { LoginResult } from '../../sync/contract/auth/auth';
import type { MenuList } from '../../sync/product/menu';
import { SNAPSHOT_KEY_PREFIX } from '../../sync/product/screen-snapshots';

/**
 * What the device keeps of a sign-in. The token lives in sessionStorage (closing the browser ends it) unless the
 * user chose "remember", then in localStorage for the 30-day session. The remembered phone number is kept for the
 * login form; the password is never stored on the device.
 */
export const SESSION_KEY = 'gongyu.session';
const KEY = SESSION_KEY;
const PHONE_KEY = 'gongyu.rememberPhone';

export interface StoredSession {
  token: string;
  expiresAt: number;
  menuList: MenuList;
  userType: number;
  nickname: string;
  /** The organisation's name, from the last profile (the contract's landlord when signing offline). */
  orgName?: string;
}

function read(storage: Storage): StoredSession | null {
  try {
    const raw = storage.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as StoredSession;
    return s.expiresAt > Date.now() ? s : null;
  } catch {
    return null;
  }
}

export function getSession(): StoredSession | null {
  return read(sessionStorage) ?? read(localStorage);
}

/** What the device keeps of a sign-in's reply (also what the browser tests put there: test/e2e/helpers.ts). */
export const storedSession = (result: LoginResult): StoredSession => ({
  token: result.token,
  expiresAt: result.expiresAt,
  menuList: result.menuList,
  userType: result.userType,
  nickname: result.nickname,
});

export function saveSession(result: LoginResult, remember: boolean, phone: string) {
  clearSession();
  (remember ? localStorage : sessionStorage).setItem(KEY, JSON.stringify(storedSession(result)));
  if (remember) localStorage.setItem(PHONE_KEY, phone);
  else localStorage.removeItem(PHONE_KEY);
}

/** Keeps what the profile says that the device needs between loads (the menu, the organisation's name). */
export function updateFromProfile(p: { menuList: MenuList; orgName: string }) {
  for (const storage of [sessionStorage, localStorage]) {
    const s = read(storage);
    if (s) storage.setItem(KEY, JSON.stringify({ ...s, menuList: p.menuList, orgName: p.orgName }));
  }
}

/** The storage that holds the session (sessionStorage, or localStorage when remembered); null when signed out. */
export function sessionArea(): Storage | null {
  return read(sessionStorage) ? sessionStorage : read(localStorage) ? localStorage : null;
}

/** Ends the session on this device, with the screens' pictures kept for it (web/app/screen-snapshot.ts). */
export function clearSession() {
  for (const storage of [sessionStorage, localStorage]) {
    storage.removeItem(KEY);
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const k of keys) if (k?.startsWith(SNAPSHOT_KEY_PREFIX)) storage.removeItem(k);
  }
}

export const rememberedPhone = () => localStorage.getItem(PHONE_KEY) ?? '';

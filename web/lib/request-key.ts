import { useState } from 'react';

/** A fresh request key (32 hex digits) for the API's `Idempotency-Key` header. */
export function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One request key per opening of a dialog (a new `subject`: the ids of the row or bills it was opened for, null while
 * closed): every submit of the dialog reuses it, so a submit retried after a lost reply is answered with the first
 * result instead of a refusal. Ids, not the row object: a parent passing a new array of the same bills keeps the key.
 * Kept in state, not useMemo (which React may recompute at will: a new key would defeat the retry).
 */
export function useRequestKey(subject: string | null): string {
  const [current, setCurrent] = useState(() => ({ subject, key: newRequestKey() }));
  if (Object.is(current.subject, subject)) return current.key;
  const next = { subject, key: newRequestKey() };
  setCurrent(next);
  return next.key;
}

import { useMemo } from 'react';

/** A fresh request key (32 hex digits) for the API's `Idempotency-Key` header. */
export function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One request key per opening of a dialog (a new `subject`: the row or bills it was opened for): every submit of the
 * dialog reuses it, so a submit retried after a lost reply is answered with the first result instead of a refusal.
 */
export function useRequestKey(subject: unknown): string {
  return useMemo(() => newRequestKey(), [subject]);
}

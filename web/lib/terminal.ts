import { TERMINAL, TERMINAL_HEADER } from '../../sync/rules/admin/oplog-rules';

/**
 * The terminal this client is, for the operation log (part 4 §9: 0 pc, 1 mobile): a phone or tablet (a touch
 * screen without a fine pointer, a mobile browser) or a window narrower than the desktop layout is mobile.
 */
export function clientTerminal(): string {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return String(TERMINAL.pc);
  const coarse = window.matchMedia('(pointer: coarse)').matches && !window.matchMedia('(pointer: fine)').matches;
  const mobileUa = /Mobile|Android|iPhone|iPad|HarmonyOS/i.test(navigator.userAgent);
  const narrow = window.innerWidth < 1024;
  return String(coarse || mobileUa || narrow ? TERMINAL.mobile : TERMINAL.pc);
}

/** Names this client's terminal on a request's headers (x-client-terminal). */
export function sayTerminal(headers: Headers) {
  headers.set(TERMINAL_HEADER, clientTerminal());
}

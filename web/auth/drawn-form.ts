/**
 * What the visitor did in the login form the server drew before the app's code ran (web/app/prerender.tsx): typed
 * text, a changed 记住账号 box, the focused field and its caret. Read while the app first renders (the drawn form is
 * still in the page until that render commits); nothing once the app's own form is there.
 */
export interface DrawnInput {
  phone: string;
  password: string;
  remember: boolean | null;
  focused: DrawnFocus | null;
}

/** The focused field of the drawn form and its caret (or selection). */
export interface DrawnFocus {
  id: string;
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement | null;

export function drawnLoginInput(): DrawnInput | null {
  const phone = typeof document === 'undefined' ? null : input('login-phone');
  if (!phone) return null;
  const remember = document.querySelector<HTMLInputElement>('.login-remember input');
  const active = document.activeElement;
  const focused =
    active instanceof HTMLInputElement && active.id.startsWith('login-')
      ? { id: active.id, start: active.selectionStart, end: active.selectionEnd, direction: active.selectionDirection }
      : null;
  return {
    phone: phone.value,
    password: input('login-password')?.value ?? '',
    remember: remember && remember.checked !== remember.defaultChecked ? remember.checked : null,
    focused,
  };
}

/**
 * Run in the commit that took the drawn form over (a layout effect: the same task as the render that read it, so no
 * tap or key can come in between). Adopted, the field still has its focus and caret: nothing to do. Drawn anew (the
 * app's form differed from the drawn one), the focused element is gone and the focus is nowhere: it goes back to the
 * new field, with the caret where it was. Never a later restore from this snapshot: by then the visitor may have
 * moved on, and a focus taken back sends the next keys into the wrong field.
 */
export function keepDrawnFocus(focused: DrawnFocus | null | undefined) {
  if (!focused) return;
  const field = input(focused.id);
  const active = document.activeElement;
  if (!field || active === field || (active && active !== document.body)) return;
  field.focus();
  if (focused.start !== null && focused.end !== null)
    field.setSelectionRange(focused.start, focused.end, focused.direction ?? undefined);
}

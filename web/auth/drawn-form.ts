/**
 * What the visitor did in the login form the server drew before the app's code ran (web/app/prerender.tsx): typed
 * text, a changed 记住账号 box, the focused field. Read while the app first renders (the drawn form is still in the
 * page until that render commits); nothing once the app's own form is there.
 */
export interface DrawnInput {
  phone: string;
  password: string;
  remember: boolean | null;
  focused: string | null;
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement | null;

export function drawnLoginInput(): DrawnInput | null {
  const phone = typeof document === 'undefined' ? null : input('login-phone');
  if (!phone) return null;
  const remember = document.querySelector<HTMLInputElement>('.login-remember input');
  const active = document.activeElement;
  return {
    phone: phone.value,
    password: input('login-password')?.value ?? '',
    remember: remember && remember.checked !== remember.defaultChecked ? remember.checked : null,
    focused: active instanceof HTMLInputElement && active.id.startsWith('login-') ? active.id : null,
  };
}

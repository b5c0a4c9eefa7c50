import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { call } from '../lib/api';
import { clearSession, getSession, rememberedPhone, saveSession } from '../lib/session';
import { MSG } from '../../sync/rules/common/validators';
import { auth } from '../../sync/contract/auth/auth';
import { takeDrawnSubmit } from '../app/takeover';
import { drawnLoginInput, keepDrawnFocus } from './drawn-form';
import './login.css';

type Field = 'phone' | 'password';
const REQUIRED: Record<Field, string> = { phone: MSG.accountRequired, password: MSG.passwordRequired };

/**
 * /login and /login1 (spec part 1 §2.1). Visiting it ends the current session. Plain HTML controls (not antd-mobile)
 * keep the first screen light: two required fields, checked on blur and on submit; a refusal shows under the form.
 */
export default function LoginPage() {
  // The form the server drew may have been filled in before this code ran (./drawn-form.ts): that input wins.
  const [drawn] = useState(drawnLoginInput);
  const initialPhone = rememberedPhone();
  const [values, setValues] = useState({ phone: drawn?.phone || initialPhone, password: drawn?.password ?? '' });
  const [remember, setRemember] = useState(drawn?.remember ?? Boolean(initialPhone));
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [loading, setLoading] = useState(false);
  const [refusal, setRefusal] = useState('');
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;

  // The drawn form's focus and a sign-in sent from it are taken over in the commit itself, in the task that read them:
  // a tap or a key handled later goes to the app's form as it is (./drawn-form.ts keepDrawnFocus).
  useLayoutEffect(() => {
    keepDrawnFocus(drawn?.focused);
    if (takeDrawnSubmit()) form.current?.requestSubmit();
  }, [drawn]);

  useEffect(() => {
    const session = getSession();
    if (session) {
      // Revoke it on the server too; the page works the same if this fails.
      void fetch('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${session.token}` } }).catch(
        () => {},
      );
      clearSession();
    }
  }, []);

  const check = (field: Field, value = values[field]) => {
    const error = value.trim() ? undefined : REQUIRED[field];
    setErrors((e) => ({ ...e, [field]: error }));
    return !error;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const okPhone = check('phone');
    const okPassword = check('password');
    if (!okPhone || !okPassword || loading) return;
    setLoading(true);
    setRefusal('');
    try {
      const phone = values.phone.trim();
      const result = await call(auth.login, { json: { phone, password: values.password, remember } });
      saveSession(result, remember, phone);
      const target = from && from !== '/404' && !from.startsWith('/login') ? from : '/index';
      window.location.assign(target);
    } catch (err) {
      setRefusal((err as Error).message);
      setLoading(false);
    }
  }

  const field = (name: Field, label: string, input: React.ReactNode) => (
    <div className={`login-field${errors[name] ? ' has-error' : ''}`}>
      <label htmlFor={`login-${name}`}>{label}</label>
      {input}
      {errors[name] && (
        <div className="login-error" role="alert">
          {errors[name]}
        </div>
      )}
    </div>
  );

  return (
    <div className="login-page">
      <main className="login-card">
        <div className="login-brand">
          <img src="/icons/favicon.svg" alt="" width={48} height={48} />
          <div>
            <h1>公寓管家</h1>
            <p>系统登录</p>
          </div>
        </div>
        {/* method="dialog": the drawn copy of this form (before the code runs) cannot send itself and reload the page. */}
        <form ref={form} method="dialog" onSubmit={submit} noValidate>
          {field(
            'phone',
            '账号',
            <input
              id="login-phone"
              className="login-input"
              placeholder="请输入手机号"
              autoComplete="username"
              inputMode="tel"
              maxLength={11}
              value={values.phone}
              aria-invalid={Boolean(errors.phone)}
              onChange={(e) => setValues((v) => ({ ...v, phone: e.target.value }))}
              onBlur={() => check('phone')}
            />,
          )}
          {field(
            'password',
            '密码',
            <input
              id="login-password"
              className="login-input"
              type="password"
              placeholder="请输入密码"
              autoComplete="current-password"
              value={values.password}
              aria-invalid={Boolean(errors.password)}
              onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
              onBlur={() => check('password')}
            />,
          )}
          <label className="login-remember">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            记住账号（30 天内免登录）
          </label>
          {refusal && (
            <div className="login-refusal" role="alert">
              {refusal}
            </div>
          )}
          <button type="submit" className="login-submit" disabled={loading} aria-busy={loading}>
            {loading ? '登录中' : '登录'}
          </button>
          <div className="login-links">
            <Link to="/register">合作伙伴注册</Link>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setValues({ phone: '', password: '' });
                setErrors({});
                setRefusal('');
              }}
            >
              重置
            </button>
          </div>
        </form>
      </main>
      <footer className="login-footer">
        {import.meta.env.VITE_ICP_NUMBER ? <span>{import.meta.env.VITE_ICP_NUMBER}</span> : null}
        <span>© {new Date().getFullYear()} 公寓管家 版权所有</span>
      </footer>
    </div>
  );
}

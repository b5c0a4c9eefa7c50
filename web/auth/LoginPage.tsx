import { useEffect, useState, type FormEvent } from 'react';
import { Button, Checkbox, Input, Toast } from 'antd-mobile';
import { Link, useLocation } from 'react-router-dom';
import { call } from '../lib/api';
import { clearSession, getSession, rememberedPhone, saveSession } from '../lib/session';
import { MSG } from '../../sync/rules/common/validators';
import { auth } from '../../sync/contract/auth/auth';
import './login.css';

type Field = 'phone' | 'password';
const REQUIRED: Record<Field, string> = { phone: MSG.accountRequired, password: MSG.passwordRequired };

/**
 * /login and /login1 (spec part 1 §2.1). Visiting it ends the current session. A plain form (not antd-mobile's
 * Form) keeps the first screen light: two required fields, checked on blur and on submit.
 */
export default function LoginPage() {
  const initialPhone = rememberedPhone();
  const [values, setValues] = useState({ phone: initialPhone, password: '' });
  const [remember, setRemember] = useState(Boolean(initialPhone));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [loading, setLoading] = useState(false);
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;

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
    try {
      const phone = values.phone.trim();
      const result = await call(auth.login, { json: { phone, password: values.password, remember } });
      saveSession(result, remember, phone);
      const target = from && from !== '/404' && !from.startsWith('/login') ? from : '/index';
      window.location.assign(target);
    } catch (err) {
      Toast.show({ icon: 'fail', content: (err as Error).message });
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
        <form onSubmit={submit} noValidate>
          {field(
            'phone',
            '账号',
            <Input
              id="login-phone"
              placeholder="请输入手机号"
              autoComplete="username"
              inputMode="tel"
              maxLength={11}
              clearable
              value={values.phone}
              onChange={(phone) => setValues((v) => ({ ...v, phone }))}
              onBlur={() => check('phone')}
            />,
          )}
          {field(
            'password',
            '密码',
            <Input
              id="login-password"
              type="password"
              placeholder="请输入密码"
              autoComplete="current-password"
              clearable
              value={values.password}
              onChange={(password) => setValues((v) => ({ ...v, password }))}
              onBlur={() => check('password')}
              onEnterPress={(e) => void submit(e)}
            />,
          )}
          <div className="login-remember">
            <Checkbox checked={remember} onChange={setRemember}>
              记住账号（30 天内免登录）
            </Checkbox>
          </div>
          <Button block type="submit" color="primary" size="large" loading={loading} loadingText="登录中">
            登录
          </Button>
          <div className="login-links">
            <Link to="/register">合作伙伴注册</Link>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setValues({ phone: '', password: '' });
                setErrors({});
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

import { useEffect, useRef, useState } from 'react';
import { DownOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { confirmLogout } from './account';

export interface UserMenuEntry {
  key: string;
  text: string;
}

/** The header's user menu: a button that opens the entries below it; a click outside or Escape closes it. */
export function UserMenu({ name, entries }: { name: string; entries: UserMenuEntry[] }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('click', outside, true);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('click', outside, true);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const choose = (key: string) => {
    setOpen(false);
    if (key === 'logout') void confirmLogout();
    else void navigate(key);
  };
  return (
    <div className="user-menu" ref={box}>
      <button
        type="button"
        className="desk-user"
        aria-label="用户菜单"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {name} <DownOutline fontSize={12} />
      </button>
      {open ? (
        <div className="user-menu-list" role="menu">
          {entries.map((m) => (
            <button key={m.key} type="button" role="menuitem" className="user-menu-item" onClick={() => choose(m.key)}>
              {m.text}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

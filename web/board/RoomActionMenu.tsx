import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Action } from 'antd-mobile/es/components/action-sheet';

/** From this width (desktops and landscape-or-large tablets) the room actions open as a menu next to the tile instead of a bottom sheet. */
export const MENU_QUERY = '(min-width: 900px)';

const GAP = 6;

/**
 * The room actions as a desktop menu next to the tile (`at`: the tile's rectangle in the window): to its right when
 * there is room, else to its left, kept inside the window, placed in the page so it scrolls with the tile. Closes on a
 * click outside, Escape, resizing, and after an action. Disabled actions show why.
 */
export function RoomActionMenu(props: { head: string; actions: Action[]; at: DOMRect; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<{ left: number; top: number }>({
    left: props.at.right + GAP + window.scrollX,
    top: props.at.top + window.scrollY,
  });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const w = el.offsetWidth;
    const h = el.offsetHeight;
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    let left = props.at.right + GAP;
    if (left + w > vw - 8) left = Math.max(8, props.at.left - GAP - w);
    const top = Math.max(8, Math.min(props.at.top, vh - h - 8));
    setPos({ left: left + window.scrollX, top: top + window.scrollY });
  }, [props.at]);
  useEffect(() => {
    const close = props.onClose;
    const outside = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close();
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    // the click that opened the menu is still bubbling: listen from the next tick
    const t = window.setTimeout(() => document.addEventListener('mousedown', outside), 0);
    document.addEventListener('keydown', key);
    window.addEventListener('resize', close);
    ref.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus({ preventScroll: true });
    return () => {
      window.clearTimeout(t);
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', key);
      window.removeEventListener('resize', close);
    };
  }, [props.onClose]);
  return createPortal(
    <div ref={ref} className="room-menu" role="menu" aria-label={props.head} style={{ left: pos.left, top: pos.top }}>
      <div className="room-menu-head">{props.head}</div>
      {props.actions.map((a) => (
        <button
          key={String(a.key)}
          type="button"
          role="menuitem"
          className="room-menu-item"
          disabled={a.disabled}
          title={typeof a.description === 'string' ? a.description : undefined}
          onClick={() => {
            props.onClose();
            a.onClick?.();
          }}
        >
          {a.text}
          {a.description ? <small>{a.description}</small> : null}
        </button>
      ))}
    </div>,
    document.body,
  );
}

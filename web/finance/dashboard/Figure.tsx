import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { getSession } from '../../lib/session';
import { findRoute, menuAllows } from '../../../sync/product/menu';
import { linkTo } from '../../board/board-api';

/** Whether the signed-in user's menu opens `path` (a figure is a link only then). */
const mayOpen = (path: string) => menuAllows(getSession()?.menuList ?? [], findRoute(path)?.perm);

/** A link of a figure: the list behind it, with the same filter. */
export type Target = { path: string; params: Record<string, string | number | null | undefined> };

/**
 * A figure of the finance dashboard: its label, its value (money or a count) and what it counts; a button opening
 * the list behind it (exactly the same rows) when the user may open that list.
 */
export function Figure(props: { label: string; value: ReactNode; note?: ReactNode; to?: Target; tone?: string }) {
  const navigate = useNavigate();
  const body = (
    <>
      <span className="fin-figure-label">{props.label}</span>
      <span className={`fin-figure-value ${props.tone ?? ''}`}>{props.value}</span>
      {props.note ? <span className="fin-figure-note">{props.note}</span> : null}
    </>
  );
  const to = props.to;
  if (!to || !mayOpen(to.path)) return <div className="fin-figure">{body}</div>;
  return (
    <button
      type="button"
      className="fin-figure fin-figure-link"
      onClick={() => navigate(linkTo(to.path, to.params))}
      aria-label={`${props.label}，查看明细`}
    >
      {body}
    </button>
  );
}

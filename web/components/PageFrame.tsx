import type { ReactNode } from 'react';
import './components.css';

/** The frame of a screen: its title (the route's), optional actions on the right, then the content. */
export function PageFrame(props: { title: string; extra?: ReactNode; children: ReactNode; flush?: boolean }) {
  return (
    <div className="page">
      <div className={props.flush ? 'page-card page-card-flush' : 'page-card'}>
        <div className="page-frame-head">
          <h1 className="page-title">{props.title}</h1>
          {props.extra ? <div className="page-frame-extra">{props.extra}</div> : null}
        </div>
        {props.children}
      </div>
    </div>
  );
}

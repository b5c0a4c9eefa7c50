import { Link, useLocation } from 'react-router-dom';
import { crumbsOf } from './nav';

export function Breadcrumb() {
  const { pathname } = useLocation();
  const crumbs = crumbsOf(pathname);
  return (
    <nav className="breadcrumb" aria-label="面包屑">
      {crumbs.map((c, i) => (
        <span key={i}>
          {i > 0 && <span className="breadcrumb-sep">/</span>}
          {c.path ? (
            <Link to={c.path}>{c.title}</Link>
          ) : (
            <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.title}</span>
          )}
        </span>
      ))}
    </nav>
  );
}

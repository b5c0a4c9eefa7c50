import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { getSession } from '../lib/session';

/** Without a token every route but /login, /login1 and the public registration goes to /login. */
export function RequireAuth() {
  const location = useLocation();
  if (!getSession()) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

import type { ReactNode } from 'react';
import { getSession } from '../lib/session';
import { menuAllows, type RouteDef } from '../../sync/product/menu';

/**
 * A route the menu list does not allow shows a refusal instead of the screen (the API refuses it too). Plain markup,
 * so the check ships with the router and runs while the screen's code loads, not after it.
 */
export function PermissionGate({ route, children }: { route: RouteDef; children: ReactNode }) {
  const menu = getSession()?.menuList ?? [];
  if (!menuAllows(menu, route.perm))
    return (
      <div className="route-refusal" role="alert">
        <h2>没有访问权限</h2>
        <p>{`您的账号没有「${route.title}」的权限，请联系管理员开通`}</p>
      </div>
    );
  return <>{children}</>;
}

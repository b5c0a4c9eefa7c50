import type { ReactNode } from 'react';
import { ErrorBlock } from 'antd-mobile';
import { getSession } from '../lib/session';
import { menuAllows, type RouteDef } from '../../sync/product/menu';

/** A route the menu list does not allow shows a refusal instead of the screen (the API refuses it too). */
export function PermissionGate({ route, children }: { route: RouteDef; children: ReactNode }) {
  const menu = getSession()?.menuList ?? [];
  if (!menuAllows(menu, route.perm))
    return (
      <ErrorBlock
        status="default"
        title="没有访问权限"
        description={`您的账号没有「${route.title}」的权限，请联系管理员开通`}
      />
    );
  return <>{children}</>;
}

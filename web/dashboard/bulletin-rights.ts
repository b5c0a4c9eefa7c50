import { getSession } from '../lib/session';
import { menuAllows } from '../../sync/product/menu';
import { PERMS } from '../../sync/product/permissions';

/** Publishing notices (服务管理 / 通知服务, PERMS.notices) also governs the bulletin board. */
export const canPublish = () => menuAllows(getSession()?.menuList ?? [], PERMS.notices);

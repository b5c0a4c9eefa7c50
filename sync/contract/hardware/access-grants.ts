/**
 * The contract of door-access permissions (/accessAuthority; issue 18; spec part 3 §2.3, §3 "Room-permission row",
 * §7 "Permissions and records", §8 '分配成功' '授权成功').
 */
import { z } from 'zod';
import { route } from '../route';
import { flag, id, int, obj, page, pageQuery } from '../kit';
import { textFilter } from '../list-filters';
import { ACCESS_MSG } from '../../rules/hardware/access-rules';

const idOf = (msg: string) => z.string(msg).trim().min(1, msg).max(40, msg);
const devIds = z.array(z.string().min(1).max(40), '请选择设备').max(200, '一次最多选择200台设备');

/** A door device of an apartment in the permission dialogs' checkbox lists. */
const doorChoice = obj({
  id,
  name: z.string(),
  devType: int,
  devTypeName: z.string(),
  /** 1: a public door of the apartment; 0: a room's device. */
  isPublic: flag,
  houseId: id.nullable(),
  houseName: z.string(),
  /** In the apartment's unified assignment. */
  assigned: flag,
});
const doorChoices = z.array(doorChoice);

/** A device a resident may open (§3 "Room-permission row" devs: devName, devType 公共/房间, managerName). */
const grantedDoor = obj({ deviceId: id, devName: z.string(), devType: z.string(), managerName: z.string() });

/** A resident of a rented room and the doors they may open (§2.3 tenant permission management, room permission list). */
const permissionRow = obj({
  apartmentId: id,
  apartmentName: z.string(),
  houseId: id,
  houseName: z.string(),
  userId: id,
  users: z.string(),
  phone: z.string(),
  devs: z.array(grantedDoor),
});
export type PermissionRow = z.infer<typeof permissionRow>;

const permissionQuery = z.object({
  apartmentId: textFilter(40, '公寓不正确'),
  name: textFilter(20, '姓名不能超过20个字'),
  idCard: textFilter(18, '身份证号不能超过18位'),
  phone: textFilter(11, '手机号不能超过11位'),
  ...pageQuery,
});
export type PermissionQuery = z.infer<typeof permissionQuery>;

const apartmentQuery = z.object({ apartmentId: idOf(ACCESS_MSG.selectApartment) });
const assignBody = z.object({ apartmentId: idOf(ACCESS_MSG.selectApartment), devIds });
export type AssignBody = z.infer<typeof assignBody>;
const grantBody = z.object({ houseId: idOf('请选择房间'), userId: idOf('请选择住户'), devIds });
export type GrantBody = z.infer<typeof grantBody>;

export const accessGrants = {
  /** §7 "Devices by apartment": the apartment's doors, with the unified assignment ticked. */
  doors: route({ method: 'GET', path: '/api/access/apartment-doors', query: apartmentQuery, reply: doorChoices }),
  /** §7 "Assign permission by apartment: devIds, gyId" (统一分配), applied to every tenant of the apartment. */
  assign: route({ method: 'PUT', path: '/api/access/apartment-doors', body: assignBody, reply: doorChoices }),
  permissions: route({
    method: 'GET',
    path: '/api/access/permissions',
    query: permissionQuery,
    reply: page(permissionRow),
  }),
  /** §7 "Per room: devIds, houseId, userId": the edit-permission dialog. */
  grant: route({ method: 'PUT', path: '/api/access/permissions', body: grantBody, reply: permissionRow }),
};

/**
 * Smart locks (issue 17; spec part 3 §2.2, §2.4, §3, §4, §5, §8): the named states and the messages the screens and the API share.
 */

/** How a lock is reached (the connector's lock types): through a gateway, or through the vendor's cloud. */
export const LOCK_TYPE = { gateway: 1, cloud: 2 } as const;
export type LockType = (typeof LOCK_TYPE)[keyof typeof LOCK_TYPE];
export const LOCK_TYPE_LABEL: Record<LockType, string> = { 1: '网关门锁', 2: '云门锁' };

export const LOCK_ONLINE = { offline: 0, online: 1 } as const;

/** A lock user's state (spec §4 "Lock devStatus": 0 not frozen, 1 frozen). */
export const LOCK_FROZEN = { no: 0, yes: 1 } as const;

/** Who a lock user is: a tenant with a door password, or a member of staff. */
export const LOCK_USER_KIND = { tenant: 'tenant', staff: 'staff' } as const;
export type LockUserKind = (typeof LOCK_USER_KIND)[keyof typeof LOCK_USER_KIND];
export const LOCK_USER_KIND_LABEL: Record<LockUserKind, string> = { tenant: '租客', staff: '员工' };

/** Password types (spec §4): 1 admin, 2 user (a tenant's, issued with the lease; not chosen by hand), 3 temporary. */
export const PASSWORD_TYPE = { admin: 1, user: 2, temporary: 3 } as const;
export type PasswordType = (typeof PASSWORD_TYPE)[keyof typeof PASSWORD_TYPE];
export const PASSWORD_TYPE_LABEL: Record<PasswordType, string> = { 1: '管理员密码', 2: '租客密码', 3: '临时密码' };

/** How a door was opened (spec §4: 1 card, 2 QR code, 3 Bluetooth, 4 network; then the password kinds). */
export const OPEN_TYPE = {
  card: 1,
  qr: 2,
  bluetooth: 3,
  network: 4,
  password: 5,
  offlineCode: 6,
  periodCode: 7,
} as const;
export type OpenType = (typeof OPEN_TYPE)[keyof typeof OPEN_TYPE];
export const OPEN_TYPE_LABEL: Record<OpenType, string> = {
  1: '门卡',
  2: '二维码',
  3: '蓝牙',
  4: '远程开门',
  5: '密码',
  6: '离线开门码',
  7: '时段密码',
};

/** An opening's result (spec §4: 0 failure, otherwise success); an offline code the lock has not reported yet is pending. */
export const OPEN_RESULT = { failed: 0, opened: 1, pending: 2 } as const;
export type OpenResult = (typeof OPEN_RESULT)[keyof typeof OPEN_RESULT];
export const OPEN_RESULT_LABEL: Record<OpenResult, string> = { 0: '失败', 1: '成功', 2: '待门锁上报' };

/** Where a record came from: the lock itself (through the connector), the server (a remote opening) or a phone. */
export const RECORD_SOURCE = { lock: 'lock', server: 'server', phone: 'phone' } as const;
export type RecordSource = (typeof RECORD_SOURCE)[keyof typeof RECORD_SOURCE];
export const RECORD_SOURCE_LABEL: Record<RecordSource, string> = { lock: '门锁上报', server: '远程', phone: '手机' };

/** Alarms a lock raises. */
export const LOCK_ALARM = {
  lowBattery: 'lowBattery',
  forced: 'forced',
  offline: 'offline',
  keypadLocked: 'keypadLocked',
} as const;
export type LockAlarm = (typeof LOCK_ALARM)[keyof typeof LOCK_ALARM];

/** Who froze or unfroze: a person, or the daily arrears job. */
export const FREEZE_SOURCE = { manual: 'manual', arrears: 'arrears' } as const;
export type FreezeSource = (typeof FREEZE_SOURCE)[keyof typeof FREEZE_SOURCE];
export const FREEZE_SOURCE_LABEL: Record<FreezeSource, string> = { manual: '手动', arrears: '欠费自动' };

/** Battery percentage at or below which a lock reports low battery. */
export const LOW_BATTERY = 20;

/** Why staff open a rented room (General_7 出租后管家可开门 off): one is required. */
export const OPEN_REASONS = ['维修', '紧急情况', '退房检查', '其他'] as const;

export const LOCK_MSG = {
  selectRoom: '请选择房间',
  selectApartment: '请先选择公寓',
  timeOrder: '生效时间不能大于失效时间',
  reasonRequired: '房间已出租，请选择开门原因',
  lockNotFound: '门锁不存在或无权查看',
  roomHasLock: '所选房间已安装门锁',
  lockOffline: '门锁离线，请稍后重试或使用离线开门码',
  openFailed: '开门失败',
  opened: '开门成功',
  resetDone: '重置成功，请查收',
  noTenant: '该房间没有在租租客',
  selectUsers: '请选择用户',
} as const;

// Labels the lock screens show (web/hardware).
export type LockOnline = (typeof LOCK_ONLINE)[keyof typeof LOCK_ONLINE];
export const LOCK_ONLINE_LABEL: Record<LockOnline, string> = { 0: '离线', 1: '在线' };

export type LockFrozen = (typeof LOCK_FROZEN)[keyof typeof LOCK_FROZEN];
export const LOCK_FROZEN_LABEL: Record<LockFrozen, string> = { 0: '正常', 1: '已冻结' };

/** A freeze record's action (1 frozen, 0 unfrozen). */
export const FREEZE_ACTION_LABEL: Record<LockFrozen, string> = { 0: '解冻', 1: '冻结' };

/** A password record's validity (spec §4 isInvalid: 0 valid, otherwise expired or revoked). */
export const PASSWORD_VALID = { valid: 0, invalid: 1 } as const;
export type PasswordValid = (typeof PASSWORD_VALID)[keyof typeof PASSWORD_VALID];
export const PASSWORD_VALID_LABEL: Record<PasswordValid, string> = { 0: '有效', 1: '已失效' };

/** The lock tab's 入住状态 (the room rented or not). */
export const LOCK_RESIDENCE_LABEL: Record<0 | 1, string> = { 0: '未入住', 1: '已入住' };

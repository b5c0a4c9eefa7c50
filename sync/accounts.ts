/** Account types of spec part 1 §6 / part 4 §6. */
export const USER_TYPE = { boss: 0, manager: 1, staff: 2 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

export const USER_TYPE_NAME: Record<UserType, string> = { 0: '老板', 1: '管理', 2: '员工' };

/** Role types of part 4 §3. */
export const ROLE_TYPE = { admin: 1, staff: 2 } as const;
export const ROLE_TYPE_NAME: Record<number, string> = { 1: '管理员', 2: '员工' };

/** Days a "remember me" session lasts; a plain session lasts SESSION_HOURS. */
export const REMEMBER_DAYS = 30;
export const SESSION_HOURS = 12;

/** Login throttle: this many failures for one phone within the window lock it for the same window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;

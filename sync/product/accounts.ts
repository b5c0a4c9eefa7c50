/** Account types of spec part 1 §6 / part 4 §6. */
export const USER_TYPE = { boss: 0, manager: 1, staff: 2 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

export const USER_TYPE_NAME: Record<UserType, string> = { 0: '老板', 1: '管理', 2: '员工' };

/** Role types of part 4 §3. */
export const ROLE_TYPE = { admin: 1, staff: 2 } as const;

/** Days a "remember me" session lasts; a plain session lasts SESSION_HOURS. */
export const REMEMBER_DAYS = 30;
export const SESSION_HOURS = 12;

/**
 * Login throttle (api/auth/throttle.ts): this many failures of one phone from one client within the window lock it for
 * that client; from any clients, they make the phone's next attempts wait a growing delay.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;
/** The phone-wide delay: 5 s after the fifth failure, doubling with each further one, at most 60 s. */
export const LOGIN_PHONE_DELAY_SECONDS = 5;
export const LOGIN_PHONE_DELAY_MAX_SECONDS = 60;
/** Failed logins one client may make (over all phones) within the window. */
export const LOGIN_IP_MAX_FAILURES = 20;
/** Public partner registrations one client may send per hour. */
export const REGISTER_IP_MAX_PER_HOUR = 10;

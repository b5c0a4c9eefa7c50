/** The contract of /api/auth (spec part 1 §2.1 login, §2.13 password, §7): sign in and out, password, profile. */
import { z } from 'zod';
import { route } from '../route';
import { int, ms, nothing, obj } from '../kit';
import { MSG } from '../../rules/common/validators';
import { PASSWORD_MSG } from '../../rules/auth/password-rule';

/** The menu list a login carries (part 4 §6): each permitted group's pkId and its permitted child ids. */
export const menuList = z.array(obj({ pkId: int, actionList: z.array(int) }));

export const loginResult = obj({
  token: z.string(),
  expiresAt: ms,
  menuList,
  userType: int,
  nickname: z.string(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const profile = obj({
  userId: z.string(),
  nickname: z.string(),
  picture: z.string().nullable(),
  managerName: z.string(),
  userType: int,
  phone: z.string(),
  orgName: z.string(),
  menuList,
});
export type Profile = z.infer<typeof profile>;

export const auth = {
  login: route({
    method: 'POST',
    path: '/api/auth/login',
    body: z.object({
      phone: z.string(MSG.accountRequired).trim().min(1, MSG.accountRequired).max(32, '账号格式不正确'),
      password: z.string(MSG.passwordRequired).min(1, MSG.passwordRequired).max(128, '密码过长'),
      remember: z.boolean().optional().default(false),
    }),
    reply: loginResult,
  }),
  logout: route({ method: 'POST', path: '/api/auth/logout', reply: nothing }),
  password: route({
    method: 'POST',
    path: '/api/auth/password',
    body: z.object({
      oldPassword: z.string(PASSWORD_MSG.oldRequired).min(1, PASSWORD_MSG.oldRequired).max(128, '密码过长'),
      newPassword: z.string(PASSWORD_MSG.newRequired).max(128, PASSWORD_MSG.tooLong),
    }),
    reply: nothing,
  }),
  profile: route({ method: 'GET', path: '/api/auth/profile', reply: profile }),
};

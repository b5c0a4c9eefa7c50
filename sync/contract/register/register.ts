/** The contract of /api/public (spec part 1 §2.2): the administrative divisions and the partner registration. */
import { z } from 'zod';
import { route } from '../route';
import { id, obj } from '../kit';
import { MSG, PHONE_RE } from '../../rules/common/validators';

/** An administrative division (GB/T 2260 code and name): a province, a city or a district. */
export const division = obj({ code: z.string(), name: z.string() });
export type Division = z.infer<typeof division>;

export const partnerBody = z.object({
  regName: z.string(MSG.nameRequired).trim().min(1, MSG.nameRequired).max(30, '姓名不能超过30个字'),
  regPhone: z.string(MSG.phoneRequired).trim().min(1, MSG.phoneRequired).regex(PHONE_RE, MSG.phoneInvalid),
  locProvince: z.string(MSG.regionRequired).regex(/^\d{2}$/, MSG.regionRequired),
  locCity: z.string(MSG.regionRequired).regex(/^\d{4}$/, MSG.regionRequired),
  locDistrict: z.string(MSG.regionRequired).regex(/^\d{6}$/, MSG.regionRequired),
});
export type PartnerInput = z.infer<typeof partnerBody>;

export const register = {
  /** The children of a division: provinces for '', cities for a province's 2 digits, districts for a city's 4. */
  regions: route({
    method: 'GET',
    path: '/api/public/regions',
    query: z.object({
      parent: z
        .string()
        .regex(/^(\d{2}|\d{4})?$/, '地区编码不正确')
        .default(''),
    }),
    reply: z.array(division),
  }),
  /** A partner's registration, once per phone (a repeat is refused with code 111, CODE.alreadyRegistered). */
  register: route({ method: 'POST', path: '/api/public/register', body: partnerBody, reply: obj({ id }) }),
};

import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Deps } from '../deps';
import { badRequest, conflict } from '../http/errors';
import { partnerRegistrations } from './schema';
import { isRegionChain } from './regions';
import { CODE } from '../../sync/envelope';

export interface PartnerInput {
  regName: string;
  regPhone: string;
  locProvince: string;
  locCity: string;
  locDistrict: string;
}

/** Stores a partner registration once per phone (a repeat answers code 111). */
export function registerPartner({ db, now }: Deps, input: PartnerInput) {
  if (!isRegionChain(input.locProvince, input.locCity, input.locDistrict)) throw badRequest('请选择正确的省市区');
  const existing = db
    .select({ id: partnerRegistrations.id })
    .from(partnerRegistrations)
    .where(eq(partnerRegistrations.regPhone, input.regPhone))
    .get();
  if (existing) throw conflict('该手机号已注册，请勿重复注册', CODE.alreadyRegistered);
  const id = ulid(now());
  db.insert(partnerRegistrations)
    .values({ id, ...input, createdAt: now() })
    .run();
  return { id };
}

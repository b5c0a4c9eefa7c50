import { ulid } from 'ulid';
import type { Tx } from '../db/store';
import { dialect } from '../db/dialect';
import { badRequest, conflict } from '../http/errors';
import { partnerRegistrations } from './schema';
import { isRegionChain } from './regions';
import { CODE } from '../../sync/contract/envelope';

import type { PartnerInput } from '../../sync/contract/register/register';

export const ALREADY_REGISTERED = '该手机号已注册，请勿重复注册';

/**
 * Stores a partner registration once per phone (a repeat answers code 111). The unique index on the phone decides,
 * so two identical registrations at once (in one process or two) give one success and one repeat, never a 500.
 * `tx` is a unit outside any organisation.
 */
export async function registerPartner(tx: Tx, now: number, input: PartnerInput): Promise<{ id: string }> {
  if (!isRegionChain(input.locProvince, input.locCity, input.locDistrict)) throw badRequest('请选择正确的省市区');
  const id = ulid(now);
  try {
    await tx.insert(partnerRegistrations).values({ id, ...input, createdAt: now });
  } catch (e) {
    if (dialect.isUniqueViolation(e)) throw conflict(ALREADY_REGISTERED, CODE.alreadyRegistered);
    throw e;
  }
  return { id };
}

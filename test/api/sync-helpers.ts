import { ulid } from 'ulid';
import type { makeHarness } from './harness';
import { addStaff, aptIdByName, roomById, roomsOfApartment } from './factories/meters';
import type { Perm } from '../../sync/product/menu';

export type Harness = Awaited<ReturnType<typeof makeHarness>>;

export const aptId = (h: Harness, name: string) => aptIdByName(h.db, name);
export const roomsOf = (h: Harness, apt: string) => roomsOfApartment(h.db, apt);
export const reload = (h: Harness, id: string) => roomById(h.db, id);

/** A staff account of the demo org (same projects as the demo staff) holding only `perms`; returns its token. */
export async function staffWith(h: Harness, phone: string, perms: Perm[]) {
  await addStaff(h.db, phone, perms);
  return h.login(phone);
}

export const mutation = (name: string, args: unknown, id = ulid()) => ({
  id,
  clientId: 'test-device',
  name,
  args,
  clientTime: 1,
});

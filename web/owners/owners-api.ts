import { call } from '../lib/api';
import type { BodyOf } from '../../sync/contract/route';
import { owners } from '../../sync/contract/owners/owners';

export type { OwnerRoom } from '../../sync/contract/owners/owners';
/** The owner edit form as sent (PUT /api/owners/rooms/:houseId). */
export type OwnerForm = BodyOf<typeof owners.saveRoom>;

export const PAGE_SIZE = 10;
const pageOf = (current: number) => ({ query: { current, size: PAGE_SIZE } });

export const fetchOwners = (current: number) => call(owners.owners, pageOf(current));
export const fetchApplications = (current: number) => call(owners.applications, pageOf(current));
export const fetchOwnerHouses = (current: number) => call(owners.houses, pageOf(current));
export const fetchOwnerRoom = (houseId: string) => call(owners.room, { params: { houseId } });
export const fetchOwner = (id: string) => call(owners.owner, { params: { id } });
export const saveOwnerRoom = (houseId: string, form: OwnerForm) =>
  call(owners.saveRoom, { params: { houseId }, json: form });
export const checkOwner = (id: string, status: 0 | 1) => call(owners.checkOwner, { params: { id }, json: { status } });
export const checkApplication = (houseId: string, status: 0 | 1) =>
  call(owners.checkApplication, { params: { houseId }, json: { status } });

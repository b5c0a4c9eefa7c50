import { makeHarness } from './harness';

export type Harness = Awaited<ReturnType<typeof makeHarness>>;

/** A real 1×1 PNG. */
export const TINY_PNG = new Uint8Array(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);

export async function upload(h: Harness, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([TINY_PNG as Uint8Array<ArrayBuffer>], 'room.png'));
  const r = await h.call('POST', '/api/upload/uploadfile', { token, body: form });
  if (r.status !== 200) throw new Error(r.text);
  return r.json.data[0] as string;
}

export async function apartmentIdOf(h: Harness, token: string, name: string): Promise<string> {
  const r = await h.call('GET', '/api/houses/apartments', { token });
  const apt = (r.json.data as { apartmentId: string; name: string }[]).find((a) => a.name === name);
  if (!apt) throw new Error(`no apartment ${name}`);
  return apt.apartmentId;
}

export interface RoomRow {
  houseId: string;
  houseNumber: string;
  isRent: number;
  rentCost: number;
  houseTempId: string | null;
  templateName: string;
}

export async function roomsOf(h: Harness, token: string, apartmentId: string): Promise<RoomRow[]> {
  const r = await h.call('GET', `/api/templates/rooms?apartmentId=${apartmentId}`, { token });
  if (r.status !== 200) throw new Error(r.text);
  return (r.json.data.floors as { houses: RoomRow[] }[]).flatMap((f) => f.houses);
}

export const validTemplate = (apartmentId: string, extra: Record<string, unknown> = {}) => ({
  apartmentId,
  name: '测试模板',
  area: 30,
  bedroom: 1,
  hall: 1,
  bathroom: 1,
  deposit: 2,
  payment: 3,
  rentCost: 150000,
  advanceCost: 30000,
  collectRentType: 1,
  collectRentDay: 5,
  items: [
    { item: '物业费', cost: 5000, itemType: 13 },
    { costId: -100, item: '已删除', cost: 100, itemType: 6 },
    { item: '卫生费', cost: -100, itemType: 6 },
    { item: '网费', cost: 3000, itemType: 4 },
  ],
  pictures: [] as string[],
  advert: '新模板',
  nearby: '地铁口',
  facility: '3_1_99',
  intro: '说明',
  ...extra,
});

import type { Harness } from './harness';
import type { BindRoom, BindRooms } from '../../sync/contract/templates/templates';

export type RoomRow = BindRoom;

export async function roomsOf(h: Harness, token: string, apartmentId: string): Promise<RoomRow[]> {
  const r = await h.call('GET', `/api/templates/rooms?apartmentId=${apartmentId}`, { token });
  if (r.status !== 200) throw new Error(r.text);
  return (r.json.data as BindRooms).floors.flatMap((f) => f.houses);
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

import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Tx } from '../db/store';
import { apartments, rooms } from '../houses/schema';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { addDays } from '../../sync/rules/common/shanghai-time';
import { shanghaiMidnight } from '../../sync/rules/common/shanghai-time';
import { appointments } from './schema';

const HOUR = 3600_000;

interface DemoAppointment {
  apartment: '东湖公寓' | '西城公寓';
  /** '' for an apartment-level appointment. */
  houseNumber: string;
  /** Day of the appointment from today (negative: past) and its Shanghai time 'HH:mm'. */
  day: number;
  at: string;
  type: 0 | 1;
  linkman: string;
  phone: string;
  comment: string;
  remark?: string;
  /** Days before the appointment it was made. */
  madeBefore: number;
}

const DEMO: DemoAppointment[] = [
  {
    apartment: '东湖公寓',
    houseNumber: '101',
    day: -9,
    at: '10:00',
    type: 0,
    linkman: '王雅婷',
    phone: '13611110001',
    comment: '想看一下朝南的单间，最好带阳台',
    remark: '已带看，客户考虑中',
    madeBefore: 2,
  },
  {
    apartment: '东湖公寓',
    houseNumber: '103',
    day: -7,
    at: '14:30',
    type: 1,
    linkman: '刘子豪',
    phone: '13611110002',
    comment: '人在外地，方便视频看房吗？',
    remark: '已视频带看，嫌采光一般',
    madeBefore: 1,
  },
  {
    apartment: '西城公寓',
    houseNumber: '',
    day: -6,
    at: '19:00',
    type: 0,
    linkman: '陈思远',
    phone: '13611110003',
    comment: '下班后过来，整栋楼都想看看',
    madeBefore: 3,
  },
  {
    apartment: '西城公寓',
    houseNumber: '203',
    day: -5,
    at: '11:00',
    type: 0,
    linkman: '赵晨曦',
    phone: '13611110004',
    comment: '可以养猫吗？',
    remark: '不可养宠物，已告知',
    madeBefore: 2,
  },
  {
    apartment: '东湖公寓',
    houseNumber: '106',
    day: -3,
    at: '15:00',
    type: 1,
    linkman: '孙嘉怡',
    phone: '13611110005',
    comment: '',
    remark: '客户未接视频，已改约',
    madeBefore: 1,
  },
  {
    apartment: '西城公寓',
    houseNumber: '205',
    day: -2,
    at: '10:30',
    type: 0,
    linkman: '周俊熙',
    phone: '13611110006',
    comment: '两个人合租，想看两室',
    madeBefore: 4,
  },
  {
    apartment: '东湖公寓',
    houseNumber: '104',
    day: -1,
    at: '18:30',
    type: 0,
    linkman: '吴梓涵',
    phone: '13611110007',
    comment: '公司在附近，希望月底前入住',
    remark: '意向强，已推荐交定金',
    madeBefore: 2,
  },
  {
    apartment: '东湖公寓',
    houseNumber: '',
    day: 0,
    at: '16:00',
    type: 1,
    linkman: '郑浩宇',
    phone: '13611110008',
    comment: '先视频看看公区和厨房',
    madeBefore: 1,
  },
  {
    apartment: '西城公寓',
    houseNumber: '208',
    day: 1,
    at: '10:00',
    type: 0,
    linkman: '冯欣怡',
    phone: '13611110009',
    comment: '周末上午有空',
    madeBefore: 2,
  },
  {
    apartment: '东湖公寓',
    houseNumber: '203',
    day: 1,
    at: '19:30',
    type: 0,
    linkman: '何宇航',
    phone: '13611110010',
    comment: '想了解停车位',
    remark: '地库车位另租 300 元/月',
    madeBefore: 1,
  },
  {
    apartment: '西城公寓',
    houseNumber: '202',
    day: 2,
    at: '14:00',
    type: 1,
    linkman: '高诗涵',
    phone: '13611110011',
    comment: '在国外，回国前想先定下来',
    madeBefore: 3,
  },
  {
    apartment: '东湖公寓',
    houseNumber: '107',
    day: 3,
    at: '11:30',
    type: 0,
    linkman: '林嘉豪',
    phone: '13611110012',
    comment: '',
    madeBefore: 1,
  },
  {
    apartment: '西城公寓',
    houseNumber: '',
    day: 5,
    at: '15:30',
    type: 0,
    linkman: '罗雨桐',
    phone: '13611110013',
    comment: '带父母一起来看',
    remark: '需安排电梯钥匙',
    madeBefore: 2,
  },
  {
    apartment: '东湖公寓',
    houseNumber: '202',
    day: 7,
    at: '10:00',
    type: 1,
    linkman: '梁子轩',
    phone: '13611110014',
    comment: '想看带独立卫浴的房间',
    madeBefore: 1,
  },
];

/**
 * Demo viewing appointments (spec part 2 §2.3) of org `orgId` across its demo apartments 东湖公寓 and 西城公寓: past ones
 * (some with the staff's remark) and upcoming ones, on-site and video, room-level and apartment-level. Appointments of
 * an apartment or room the org does not have are skipped (room missing: kept at apartment level). Returns the count.
 */
export async function seedAppointments(tx: Tx, now: number, orgId: string): Promise<number> {
  const today = shanghaiToday(now);
  const apts = await tx
    .select({ id: apartments.id, name: apartments.name })
    .from(apartments)
    .where(
      and(
        eq(apartments.orgId, orgId),
        isNull(apartments.deletedAt),
        inArray(apartments.name, ['东湖公寓', '西城公寓']),
      ),
    );
  const aptId = new Map(apts.map((a) => [a.name, a.id]));
  let made = 0;
  for (const d of DEMO) {
    const apartmentId = aptId.get(d.apartment);
    if (!apartmentId) continue;
    const [room] = d.houseNumber
      ? await tx
          .select({ id: rooms.id })
          .from(rooms)
          .where(and(eq(rooms.apartmentId, apartmentId), eq(rooms.houseNumber, d.houseNumber), isNull(rooms.deletedAt)))
          .limit(1)
      : [];
    const [hh, mm] = d.at.split(':').map(Number);
    const appointmentTime = shanghaiMidnight(addDays(today, d.day)) + hh * HOUR + mm * 60_000;
    const createdAt = Math.min(now, appointmentTime - d.madeBefore * 24 * HOUR) - (made % 5) * 7 * 60_000;
    await tx.insert(appointments).values({
      id: ulid(createdAt),
      orgId,
      createdAt,
      updatedAt: d.remark ? Math.min(now, appointmentTime + 2 * HOUR) : createdAt,
      apartmentId,
      roomId: room?.id ?? null,
      leaseId: null,
      appointmentType: d.type,
      appointmentTime,
      linkman: d.linkman,
      phone: d.phone,
      comment: d.comment,
      remark: d.remark ?? '',
    });
    made++;
  }
  return made;
}

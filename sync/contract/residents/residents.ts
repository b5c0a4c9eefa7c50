/**
 * The contract of /api/residents (spec part 2 §2.4, §2.5 residents card, §3 "Resident/tenant", §4, §5 "Add resident"):
 * the resident list (a lease's residents too), one resident in full, adding, moving out and deleting. The form's rules
 * and messages are sync/rules/residents/resident-rules.ts; the schemas here check only the shapes.
 */
import { z } from 'zod';
import { route } from '../route';
import { dateFilter, orderedDates, textFilter } from '../list-filters';
import { date, id, int, ms, obj, page, pageQuery } from '../kit';
import { RESIDENT_MSG } from '../../rules/residents/resident-rules';

const day = dateFilter('入住日期格式不正确');

/** Filters of the resident list (§2.4): apartment, room number, move-in date range, name, phone; a lease's residents. */
const residentListQuery = orderedDates(
  z.object({
    apartmentId: textFilter(40, '公寓编号不正确'),
    houseNumber: textFilter(20, '房间号不能超过20个字'),
    startDate: day,
    endDate: day,
    name: textFilter(20, '住户姓名不能超过20个字'),
    phone: textFilter(11, '手机号不能超过11位'),
    leaseId: textFilter(40, '租约编号不正确'),
    /** '1': ID numbers in full (the export; whoever reads the list may read personal data); the screen's list masks them. */
    fullIdNumber: z.enum(['0', '1'], '证件号码参数不正确').optional(),
    ...pageQuery,
  }),
);
export type ResidentListQuery = z.infer<typeof residentListQuery>;

const str = z.string().default('');
const num = z.number().nullable().default(null);

/** The add-resident form (§5, §7 "add resident"): shapes only; the rules and their messages are resident-rules.ts. */
const addResidentInput = z.object({
  leaseId: z
    .string(RESIDENT_MSG.leaseRequired)
    .trim()
    .min(1, RESIDENT_MSG.leaseRequired)
    .max(40, RESIDENT_MSG.leaseRequired),
  name: str,
  sex: num,
  idNumberType: num,
  idNumber: str,
  country: str,
  idCardAddress: str,
  residentialAddress: str,
  phone: str,
  startDate: str,
  remark: str,
  extra: z
    .object({
      birthday: str,
      career: str,
      censusRegister: str,
      contractTime: num,
      education: str,
      hobbiesInterests: str,
      emergencyName: str,
      emergencyPhone: str,
      emergencyRelation: str,
      workUnit: str,
      startContract: str,
      startValid: str,
      endValid: str,
      constellation: str,
    })
    .partial()
    .default({}),
  /** Addresses of uploaded ID photos (/api/upload/files/…), up to 3. */
  pictures: z.array(z.string().max(200)).max(20, RESIDENT_MSG.tooManyPhotos).default([]),
});
export type AddResidentInput = z.infer<typeof addResidentInput>;

/** A row of the resident list (§2.4). idNumber is masked (the details show it whole). */
const residentRow = obj({
  id,
  leaseId: id,
  leaseStatus: int,
  name: z.string(),
  isLease: int,
  phone: z.string(),
  /** House text '东湖公寓 3层 301'. */
  address: z.string(),
  apartmentName: z.string(),
  houseNumber: z.string(),
  sex: int,
  idNumberType: int,
  idNumber: z.string(),
  dwellStatus: int,
  /** Move-in and move-out dates. */
  startDate: date,
  leaveDate: date.nullable(),
});
export type ResidentRow = z.infer<typeof residentRow>;

/** The optional fields of §3 kept in the resident's `extra` JSON. Unfilled = '' (contractTime null). */
const residentExtra = obj({
  birthday: z.string(),
  career: z.string(),
  censusRegister: z.string(),
  /** Contract term in years. */
  contractTime: int.nullable(),
  education: z.string(),
  hobbiesInterests: z.string(),
  emergencyName: z.string(),
  emergencyPhone: z.string(),
  emergencyRelation: z.string(),
  workUnit: z.string(),
  startContract: z.string(),
  /** ID validity period. */
  startValid: z.string(),
  endValid: z.string(),
  constellation: z.string(),
});
export type ResidentExtra = z.infer<typeof residentExtra>;

/** Every field of a resident (§3) with its ID photos; the ID number whole. */
const residentDetail = residentRow.extend({
  ...residentExtra.shape,
  leaseCode: z.string(),
  country: z.string(),
  idCardAddress: z.string(),
  residentialAddress: z.string(),
  remark: z.string(),
  /** 0 when the lessee lives in the room (the lease's flag). */
  isTenant: int,
  createTime: ms,
  pictures: z.array(obj({ id, url: z.string() })),
});
export type ResidentDetail = z.infer<typeof residentDetail>;

const residentRef = obj({ id });

export const residents = {
  list: route({ method: 'GET', path: '/api/residents', query: residentListQuery, reply: page(residentRow) }),
  details: route({ method: 'GET', path: '/api/residents/:id', reply: residentDetail }),
  add: route({ method: 'POST', path: '/api/residents', body: addResidentInput, reply: residentRef }),
  /** The resident moved out today (Shanghai). */
  moveOut: route({
    method: 'POST',
    path: '/api/residents/:id/move-out',
    reply: obj({ id, dwellStatus: int, leaveDate: date }),
  }),
  delete: route({ method: 'DELETE', path: '/api/residents/:id', reply: residentRef }),
};

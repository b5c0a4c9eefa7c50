/**
 * The contract of /api/appointments (spec part 2 §2.3, §3 "Viewing appointment", §7 "Appointments"): the viewing
 * appointment list and the staff remark.
 */
import { z } from 'zod';
import { route } from '../route';
import { dateFilter, orderedDates, textFilter } from '../list-filters';
import { id, int, ms, obj, page, pageQuery } from '../kit';
import { APPOINTMENT_MSG, APPOINTMENT_REMARK_MAX } from '../../rules/appointments/appointment-rules';

const day = dateFilter('预约日期格式不正确');

/** Filters of §2.3: viewing type, house (apartment) name, room number, appointment date range, contact, phone; leaseId. */
const appointmentListQuery = orderedDates(
  z.object({
    appointmentType: z.enum(['0', '1'], '看房类型不正确').optional(),
    apartmentName: textFilter(40, '公寓名称不能超过40个字'),
    houseNumber: textFilter(20, '房间号不能超过20个字'),
    startDate: day,
    endDate: day,
    linkman: textFilter(20, '联系人不能超过20个字'),
    phone: textFilter(11, '手机号不能超过11位'),
    leaseId: textFilter(40, '租约编号不正确'),
    ...pageQuery,
  }),
);
export type AppointmentListQuery = z.infer<typeof appointmentListQuery>;

/** A row of the viewing-appointment list (§2.3, §3 "Viewing appointment"). */
const appointmentRow = obj({
  reservationId: id,
  apartmentId: id,
  apartmentName: z.string(),
  /** '' for an apartment-level appointment. */
  houseNumber: z.string(),
  /** '东湖公寓 3层 301', or the apartment name alone. */
  house: z.string(),
  /** 0 到店看房, 1 视频看房. */
  appointmentType: int,
  appointmentTypeText: z.string(),
  appointmentTime: ms,
  linkman: z.string(),
  phone: z.string(),
  comment: z.string(),
  remark: z.string(),
  createTime: ms,
  leaseId: id.nullable(),
});
export type AppointmentRow = z.infer<typeof appointmentRow>;

export const appointments = {
  list: route({ method: 'GET', path: '/api/appointments', query: appointmentListQuery, reply: page(appointmentRow) }),
  /** Saves the staff remark; answers the row as saved. */
  remark: route({
    method: 'PUT',
    path: '/api/appointments/:id/remark',
    body: z.object({
      remark: z.string('请输入备注').max(APPOINTMENT_REMARK_MAX, APPOINTMENT_MSG.remarkTooLong),
    }),
    reply: appointmentRow,
  }),
};

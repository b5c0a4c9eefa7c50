import { call, type ListFilters } from '../lib/api';
import { appointments } from '../../sync/contract/appointments/appointments';

export type { AppointmentRow } from '../../sync/contract/appointments/appointments';
export { APPOINTMENT_REMARK_MAX, APPOINTMENT_TYPE_OPTIONS } from '../../sync/rules/appointments/appointment-rules';

/** The filters of §2.3 (a lease's appointments are not the filter bar's). */
export type AppointmentFilters = ListFilters<typeof appointments.list, 'leaseId'>;

export const APPOINTMENTS_KEY = ['appointments'] as const;

/** The type filter as the list takes it: '0' or '1', anything else (all types) left out. */
const typeOf = (t: string) => (t === '0' || t === '1' ? t : undefined);

export const fetchAppointments = (f: AppointmentFilters & { leaseId?: string }, current: number) =>
  call(appointments.list, { query: { ...f, appointmentType: typeOf(f.appointmentType), current, size: 10 } });
export const saveAppointmentRemark = (id: string, remark: string) =>
  call(appointments.remark, { params: { id }, json: { remark } });

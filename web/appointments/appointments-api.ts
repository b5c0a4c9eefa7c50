import { api } from '../lib/api';
import { linkTo } from '../board/board-api';
import type { Page } from '../../sync/contract/envelope';

/** A row of GET /api/appointments (api/appointments/list.ts AppointmentRow). */
export interface AppointmentRow {
  reservationId: string;
  apartmentId: string;
  apartmentName: string;
  houseNumber: string;
  house: string;
  /** 0 到店看房, 1 视频看房. */
  appointmentType: number;
  appointmentTypeText: string;
  appointmentTime: number;
  linkman: string;
  phone: string;
  comment: string;
  remark: string;
  createTime: number;
  leaseId: string | null;
}

export interface AppointmentFilters {
  appointmentType: string;
  apartmentName: string;
  houseNumber: string;
  startDate: string;
  endDate: string;
  linkman: string;
  phone: string;
}

export const EMPTY_APPOINTMENT_FILTERS: AppointmentFilters = {
  appointmentType: '',
  apartmentName: '',
  houseNumber: '',
  startDate: '',
  endDate: '',
  linkman: '',
  phone: '',
};
export const APPOINTMENT_TYPE_OPTIONS = [
  { label: '到店看房', value: '0' },
  { label: '视频看房', value: '1' },
];
export const APPOINTMENT_REMARK_MAX = 200;
export const APPOINTMENTS_KEY = ['appointments'] as const;

const given = (f: Partial<AppointmentFilters> & { leaseId?: string }) =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v || null]));

export const fetchAppointments = (f: AppointmentFilters & { leaseId?: string }, current: number) =>
  api<Page<AppointmentRow>>(linkTo('/api/appointments', { ...given(f), current, size: 10 }));
export const saveAppointmentRemark = (id: string, remark: string) =>
  api<AppointmentRow>(`/api/appointments/${encodeURIComponent(id)}/remark`, { method: 'PUT', json: { remark } });

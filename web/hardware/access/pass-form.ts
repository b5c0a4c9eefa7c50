import { PASS_MAX_DAYS } from '../../../sync/rules/hardware/visitor-pass';
import { ACCESS_MSG } from '../../../sync/rules/hardware/access-rules';
import { MSG, PHONE_RE } from '../../../sync/rules/common/validators';
import type { NewPassBody } from '../../../sync/contract/hardware/access-passes';
import { periodOf } from '../locks/password-period';
import type { Period } from '../locks/PeriodFields';

const DAY = 86_400_000;

/** A visitor pass as the form holds it. */
export interface PassDraft {
  apartmentId: string;
  visitorName: string;
  visitorPhone: string;
  period: Period;
}

/**
 * The pass to send, or the form's message (the server's own words): the apartment, the visitor's name, a phone if
 * any, the window in order ('生效时间不能大于失效时间'), not over already, and at most PASS_MAX_DAYS long.
 */
export function passOf(d: PassDraft, now: number): NewPassBody | string {
  if (!d.apartmentId) return ACCESS_MSG.selectApartment;
  const visitorName = d.visitorName.trim();
  if (!visitorName) return '请输入访客姓名';
  const visitorPhone = d.visitorPhone.trim();
  if (visitorPhone && !PHONE_RE.test(visitorPhone)) return MSG.phoneInvalid;
  const p = periodOf(d.period.start, d.period.end);
  if (typeof p === 'string') return p;
  if (p.endTime <= now) return '失效时间不能早于现在';
  if (p.endTime - p.startTime > PASS_MAX_DAYS * DAY) return `访客通行时长不能超过${PASS_MAX_DAYS}天`;
  return { apartmentId: d.apartmentId, visitorName, visitorPhone, validFrom: p.startTime, validTo: p.endTime };
}

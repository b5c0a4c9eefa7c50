import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import type { PermName } from '../../sync/product/permissions';
import { listAppointments, updateAppointmentRemark } from './list';
import { APPOINTMENT_MSG } from '../../sync/rules/appointments/appointment-rules';
import { appointments } from '../../sync/contract/appointments/appointments';

/** 预约看房 (/reservationList), permission PERMS.viewings. */
export const APPOINTMENT_PERM: PermName = 'viewings';

/** /api/appointments (issue 6, spec part 2 §2.3, §7 "Appointments"): the list and the editable remark. */
export function appointmentRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm(APPOINTMENT_PERM));

  app.get('/', validate('query', appointments.list.query), async (c) =>
    ok(c, await listAppointments(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.put('/:id/remark', validate('json', appointments.remark.body), async (c) =>
    ok(
      c,
      await updateAppointmentRemark(
        c.var.deps.db,
        c.var.deps.now(),
        c.var.user,
        c.req.param('id'),
        c.req.valid('json').remark,
      ),
      APPOINTMENT_MSG.saved,
    ),
  );
  return app;
}

/** Shared by the online application and complaint API tests (issue 19.6): staff granted the screens. */
import type { Harness } from './harness';
import { STAFF_PERMS } from '../../api/seed/demo';
import { PERMS } from '../../sync/product/permissions';
import { permKey } from '../../sync/product/menu';

/** Gives the demo staff role (东湖 only) the 在线申请 and 投诉建议 screens too, so "outside the apartment" is tested. */
export async function grantStaffApplications(h: Harness, boss: string) {
  const listed = await h.call('GET', '/api/admin/roles', { token: boss });
  const role = (listed.json.data as { pkId: string; roleName: string }[]).find((x) => x.roleName === '管家')!;
  const r = await h.call('PUT', `/api/admin/roles/${role.pkId}/actions`, {
    token: boss,
    json: { actionIds: [...STAFF_PERMS, PERMS.onlineApplications, PERMS.complaints].map(permKey) },
  });
  if (r.status !== 200) throw new Error(r.text);
}

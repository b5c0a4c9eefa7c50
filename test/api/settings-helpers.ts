import { loginAll, makeHarness } from './harness';
import { orgIdByName } from './factories/settings';

/** A harness with the four demo logins and the demo apartment ids, for the settings tests. */
export async function settingsHarness() {
  const h = await makeHarness();
  const { boss, manager, staff, otherBoss } = await loginAll(h);
  const list = async (token: string) =>
    (await h.call('GET', '/api/settings/apartments', { token })).json.data as { apartmentId: string; name: string }[];
  const mine = await list(boss);
  const theirs = await list(otherBoss);
  const id = (rows: { apartmentId: string; name: string }[], name: string) =>
    rows.find((a) => a.name === name)!.apartmentId;
  return {
    h,
    orgs: { mine: await orgIdByName(h.db, '示例公寓'), other: await orgIdByName(h.db, '城南寓所') },
    tokens: { boss, manager, staff, otherBoss },
    apts: { east: id(mine, '东湖公寓'), west: id(mine, '西城公寓'), other: id(theirs, '城南公寓') },
  };
}

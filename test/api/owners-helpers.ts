import { loginAll, makeHarness, upload as uploadFile } from './harness';

export async function ownersHarness() {
  const h = await makeHarness();
  const { boss, manager, staff, otherBoss } = await loginAll(h);
  const sql = (text: string, ...args: unknown[]) => h.db.$client.prepare(text).all(...args) as Record<string, any>[];
  const run = (text: string, ...args: unknown[]) => h.db.$client.prepare(text).run(...args);

  /** The seeded owner-direct room of 西城公寓 whose owner is `name` ('' for the one with no owner). */
  function ownerRoom(name: string): { houseId: string; ownerId: string | null } {
    const row = name
      ? sql('SELECT r.id AS houseId, o.id AS ownerId FROM rooms r JOIN owners o ON o.room_id = r.id WHERE o.name = ?', name)[0]
      : sql("SELECT r.id AS houseId, NULL AS ownerId FROM rooms r WHERE r.type = 2 AND r.group_type = 2 AND NOT EXISTS (SELECT 1 FROM owners o WHERE o.room_id = r.id)")[0];
    if (!row) throw new Error(`no owner-direct room for ${name || '(no owner)'}`);
    return row as { houseId: string; ownerId: string | null };
  }

  /** A plain (centralized) room of the apartment. */
  function plainRoom(apartment: string): string {
    return sql("SELECT r.id FROM rooms r JOIN apartments a ON a.id = r.apartment_id WHERE a.name = ? AND r.type = 1 AND r.deleted_at IS NULL ORDER BY r.house_number LIMIT 1", apartment)[0].id;
  }

  const upload = (token: string) => uploadFile(h, token, 'id.png');

  /** Withdraws permissions from a demo role. */
  function withdraw(roleName: string, ...perms: [number, number][]) {
    for (const [g, c] of perms)
      run('DELETE FROM role_actions WHERE group_id = ? AND child_id = ? AND role_id IN (SELECT id FROM roles WHERE role_name = ?)', g, c, roleName);
  }

  return { h, boss, manager, staff, otherBoss, sql, run, ownerRoom, plainRoom, upload, withdraw };
}

/** A well-formed owner form: valid ID check digit, mainland mobile, 16-digit bank card. */
export const GOOD_OWNER = {
  name: '孙海洋',
  identityCard: '11010519491231002X',
  phone: '13912345678',
  receivingCard: '6222021234567890',
  ifbankCard: 0,
  sfzPicture: [] as string[],
  yhkPicture: [] as string[],
  fczPicture: [] as string[],
};

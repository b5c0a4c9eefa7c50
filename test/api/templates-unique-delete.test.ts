import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn, type Harness } from './harness';
import { roomsOf, validTemplate } from './templates-helpers';
import { dialect } from '../../api/db/dialect';
import { orgIdByName, rawTemplate } from './factories/settings';

let h: Harness, boss: string, staff: string, east: string, west: string;
beforeEach(async () => ({ h, boss, staff, east, west } = await signedIn()));

const create = (json: unknown, token = boss) => h.call('POST', '/api/templates', { token, json });
const names = async (apartmentId: string) =>
  (
    (await h.call('GET', `/api/templates?apartmentId=${apartmentId}`, { token: boss })).json.data as { name: string }[]
  ).map((t) => t.name);

describe('template names are unique within an apartment', () => {
  it('refuses a duplicate name on create with a Chinese message (409, not 500); other apartments may reuse it', async () => {
    expect((await create(validTemplate(east, { name: '阳光大床房' }))).status).toBe(200);
    const dup = await create(validTemplate(east, { name: ' 阳光大床房 ' }));
    expect(dup.status).toBe(409);
    expect(dup.json).toEqual({ code: 409, msg: '该公寓已有同名模板', data: null });
    // an existing demo name too
    expect((await create(validTemplate(east, { name: '精装单间' }))).json.msg).toBe('该公寓已有同名模板');
    expect((await names(east)).filter((n) => n === '阳光大床房')).toHaveLength(1);
    expect((await create(validTemplate(west, { name: '阳光大床房' }))).status).toBe(200);
  });

  it('refuses renaming a template to a name another template of the apartment has; keeping its own name is fine', async () => {
    const id = (await create(validTemplate(east, { name: '北向单间' }))).json.data.templateId as string;
    const clash = await h.call('PUT', `/api/templates/${id}`, {
      token: boss,
      json: validTemplate(east, { name: '精装单间' }),
    });
    expect(clash.status).toBe(409);
    expect(clash.json.msg).toBe('该公寓已有同名模板');
    const same = await h.call('PUT', `/api/templates/${id}`, {
      token: boss,
      json: validTemplate(east, { name: '北向单间', area: 31 }),
    });
    expect(same.status).toBe(200);
    expect(await names(east)).toContain('北向单间');
  });

  it('two identical creates at once: one succeeds, the other gets the message', async () => {
    const [a, b] = await Promise.all([
      create(validTemplate(east, { name: '并发模板' })),
      create(validTemplate(east, { name: '并发模板' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.json.msg).toBe('该公寓已有同名模板');
    expect((await names(east)).filter((n) => n === '并发模板')).toHaveLength(1);
  });

  it('the database itself refuses a second live template of the same name (deleted ones do not count)', async () => {
    const orgId = await orgIdByName(h.db, '示例公寓');
    await rawTemplate(h.db, orgId, east, '库里模板');
    const refused = await rawTemplate(h.db, orgId, east, '库里模板').then(
      () => null,
      (e: unknown) => e,
    );
    expect(dialect.isUniqueViolation(refused)).toBe(true);
    await rawTemplate(h.db, orgId, east, '库里模板', 5); // a deleted one does not count
  });

  it('a clash only the database sees (as when the check loses a race) still answers 409 with the message, not 500', async () => {
    // A row the application check does not look at (another org id) but the unique index does.
    await rawTemplate(h.db, 'someone-else', east, '暗处模板');
    const r = await create(validTemplate(east, { name: '暗处模板' }));
    expect(r.status).toBe(409);
    expect(r.json.msg).toBe('该公寓已有同名模板');
  });
});

describe('DELETE /api/templates/:id', () => {
  it('deletes a template no room is bound to: gone from the list and the detail, its name free again', async () => {
    const id = (await create(validTemplate(east, { name: '待删模板' }))).json.data.templateId as string;
    const r = await h.call('DELETE', `/api/templates/${id}`, { token: boss });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('删除成功');
    expect(await names(east)).not.toContain('待删模板');
    expect((await h.call('GET', `/api/templates/${id}`, { token: boss })).status).toBe(404);
    expect((await h.call('DELETE', `/api/templates/${id}`, { token: boss })).status).toBe(404);
    // the bind screen's template choices come from the same list
    expect((await roomsOf(h, boss, east)).some((x) => x.houseTempId === id)).toBe(false);
    expect((await create(validTemplate(east, { name: '待删模板' }))).status).toBe(200);
  });

  it('reaches offline devices: the next sync pull carries the deleted template as a tombstone', async () => {
    const id = (await create(validTemplate(east, { name: '离线待删' }))).json.data.templateId as string;
    let cursor = 0;
    for (let more = true; more;) {
      const page = (await h.call('GET', `/api/sync/pull?cursor=${cursor}`, { token: boss })).json.data;
      ({ cursor, more } = page);
    }
    expect((await h.call('DELETE', `/api/templates/${id}`, { token: boss })).status).toBe(200);
    const next = (await h.call('GET', `/api/sync/pull?cursor=${cursor}`, { token: boss })).json.data;
    expect(next.changes.templates).toEqual([expect.objectContaining({ id, deleted: true })]);
  });

  it('refuses deleting a template rooms are bound to, saying how many', async () => {
    const list = (await h.call('GET', `/api/templates?apartmentId=${east}`, { token: boss })).json.data as {
      templateId: string;
      name: string;
      houseTotal: number;
    }[];
    const bound = list.find((t) => t.houseTotal > 0)!;
    const r = await h.call('DELETE', `/api/templates/${bound.templateId}`, { token: boss });
    expect(r.status).toBe(409);
    expect(r.json.msg).toBe(`该模板已绑定 ${bound.houseTotal} 间房，请先为这些房间更换模板后再删除`);
    expect(await names(east)).toContain(bound.name);
  });

  it('is scoped: staff cannot delete a template of an apartment outside their project', async () => {
    const id = (await create(validTemplate(west, { name: '西城新模板' }))).json.data.templateId as string;
    expect((await h.call('DELETE', `/api/templates/${id}`, { token: staff })).status).toBe(404);
    expect(await names(west)).toContain('西城新模板');
  });
});

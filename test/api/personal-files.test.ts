import { beforeEach, describe, expect, it } from 'vitest';
import { newFileId, uploadWith } from './harness';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { GOOD_OWNER } from './owners-helpers';
import { grantPerms, ownerDirectRoom } from './factories/auth';

/** Issue 13 point 4: a file is served by what it is attached to, and 404 to anyone who may not see it. */
let t: LeasesHarness;
beforeEach(async () => {
  t = await leasesHarness();
});

/** Uploads a PNG as `token` (optionally personal) and returns its id. */
async function uploaded(token: string, purpose?: 'personal'): Promise<string> {
  const fileId = newFileId();
  const r = await uploadWith(t.h, token, { fileId, purpose });
  expect(r.status, r.text).toBe(200);
  return fileId;
}
const url = (id: string) => `/api/upload/files/${id}`;
const status = async (token: string, id: string) => (await t.h.call('GET', url(id), { token })).status;

describe('GET /api/upload/files/:id by what the file is attached to', () => {
  it("an owner's ID, bank-card and property photos: the owner managers who see the room get them, staff of another project 404", async () => {
    const { houseId } = await ownerDirectRoom(t.h.db, '陈建国'); // 西城公寓
    const [sfz, yhk, fcz] = [await uploaded(t.boss), await uploaded(t.boss), await uploaded(t.boss)];
    const put = await t.call('PUT', `/api/owners/rooms/${houseId}`, t.boss, {
      ...GOOD_OWNER,
      sfzPicture: [url(sfz)],
      yhkPicture: [url(yhk)],
      fczPicture: [url(fcz)],
    });
    expect(put.status, put.text).toBe(200);
    for (const id of [sfz, yhk, fcz]) {
      expect(await status(t.boss, id)).toBe(200);
      expect(await status(t.manager, id)).toBe(200);
      expect(await status(t.staff, id)).toBe(404); // 管家 of 东湖项目 only
      expect(await status(t.otherBoss, id)).toBe(404);
    }
    const res = await t.h.call('GET', url(sfz), { token: t.staff });
    expect(res.json.msg).toBe('文件不存在');

    // Even holding the owner-list permission, staff outside the room's project do not get them.
    await grantPerms(t.h.db, '管家', [1, 42]);
    const staff = await t.h.login('13800000003');
    expect(await status(staff, sfz)).toBe(404);
  });

  it("a lease's ID photo and other photos: users who see the lease get them, staff of another project 404", async () => {
    const idPhoto = await uploaded(t.boss, 'personal');
    const other = await uploaded(t.boss);
    await t.signLease(t.boss, await t.freeRoom('西城公寓'), {
      pictures: [
        { fileId: idPhoto, type: 1 },
        { fileId: other, type: 0 },
      ],
    });
    for (const id of [idPhoto, other]) {
      expect(await status(t.boss, id)).toBe(200);
      expect(await status(t.manager, id)).toBe(200);
      expect(await status(t.staff, id)).toBe(404);
      expect(await status(t.otherBoss, id)).toBe(404);
    }
    // The staff member's own project: the lease's photos are theirs to see.
    const mine = await uploaded(t.boss, 'personal');
    const mineOther = await uploaded(t.boss);
    await t.signLease(t.boss, await t.freeRoom('东湖公寓'), {
      pictures: [
        { fileId: mine, type: 1 },
        { fileId: mineOther, type: 0 },
      ],
    });
    expect(await status(t.staff, mine)).toBe(200);
    expect(await status(t.staff, mineOther)).toBe(200);
  });

  it('an upload attached to nothing is served to its uploader only', async () => {
    const id = await uploaded(t.manager);
    expect(await status(t.manager, id)).toBe(200);
    expect(await status(t.boss, id)).toBe(404);
    expect(await status(t.staff, id)).toBe(404);
    expect(await status(t.otherBoss, id)).toBe(404);
  });

  it('apartment photos (like template and room photos) stay visible to the whole organisation', async () => {
    // An apartment public-area photo uploaded by the boss, attached through the apartment edit screen: the staff
    // member (another uploader) sees it, in the apartment of another project too (西城公寓).
    const id = await uploaded(t.boss);
    expect(await status(t.staff, id)).toBe(404); // attached to nothing yet: its uploader's only
    const edit = await t.call('PUT', `/api/houses/apartments/${await t.aptId('西城公寓')}`, t.boss, {
      pictures: [url(id)],
    });
    expect(edit.status, edit.text).toBe(200);
    expect(await status(t.staff, id)).toBe(200);
  });
});

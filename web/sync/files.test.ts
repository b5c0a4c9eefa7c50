import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openSyncDb } from './db';
import { keepFile, newFileId, pruneUploadedFiles, uploadWaitingFiles } from './files';

const DAY = 86_400_000;

describe('files made on the device', () => {
  it('makes unguessable 24-character url-safe ids', () => {
    const ids = new Set(Array.from({ length: 200 }, newFileId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('uploads waiting files oldest first under their own id, stops at the first failure and resumes later', async () => {
    const db = openSyncDb('files-user-1');
    const a = await keepFile(db, new Blob(['a'], { type: 'image/png' }), 'a.png', 'personal', 1);
    const b = await keepFile(db, new Blob(['b'], { type: 'image/png' }), 'b.png', '', 2);
    const sent: { id: string; purpose: string | null }[] = [];
    let fail = true;
    const upload = async (form: FormData) => {
      if (form.get('fileId') === b && fail) throw new Error('网络请求失败');
      sent.push({ id: String(form.get('fileId')), purpose: form.get('purpose') as string | null });
    };
    await expect(uploadWaitingFiles(db, upload)).rejects.toThrow('网络请求失败');
    expect(sent).toEqual([{ id: a, purpose: 'personal' }]);
    expect((await db.files.get(a))?.uploaded).toBe(1);
    expect((await db.files.get(b))?.uploaded).toBe(0);
    fail = false;
    expect(await uploadWaitingFiles(db, upload)).toBe(1);
    expect(sent.map((x) => x.id)).toEqual([a, b]);
    expect(await uploadWaitingFiles(db, upload)).toBe(0);
    db.close();
  });

  it('forgets uploaded files after a week, never waiting ones', async () => {
    const db = openSyncDb('files-user-2');
    const old = await keepFile(db, new Blob(['x']), 'x.png', '', 0);
    const waiting = await keepFile(db, new Blob(['y']), 'y.png', '', 0);
    await db.files.update(old, { uploaded: 1 });
    await pruneUploadedFiles(db, 8 * DAY);
    expect(await db.files.get(old)).toBeUndefined();
    expect(await db.files.get(waiting)).toBeDefined();
    db.close();
  });
});

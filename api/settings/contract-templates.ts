import { and, count, desc, eq, max } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import { pageOf } from '../http/reply';
import { fileUrl } from '../uploads/store-upload';
import { CONTRACT_SCENES, SETTINGS_MSG } from '../../sync/settings';
import type { Who } from './apartment-config';
import { contractTemplates } from './schema';
import { templateFileOf } from './store-template-file';

const numberOf = (seq: number) => `HT-${String(seq).padStart(4, '0')}`;

function view(row: typeof contractTemplates.$inferSelect) {
  return {
    templateId: row.id,
    number: row.number,
    sceneType: row.sceneType,
    sceneName: CONTRACT_SCENES[row.sceneType] ?? '',
    name: row.name,
    remark: row.remark,
    createdAt: row.createdAt,
    status: row.status,
    fileName: row.fileName,
    fileMime: row.fileMime,
    fileUrl: fileUrl(row.fileId),
  };
}

/** The org's contract template `templateId`; a made-up id or another organisation's answers 400 合同模板不存在. */
export function orgContractTemplate(db: Pick<Db, 'select'>, orgId: string, templateId: string) {
  const row = db.select().from(contractTemplates).where(and(eq(contractTemplates.id, templateId), eq(contractTemplates.orgId, orgId))).get();
  if (!row) throw badRequest(SETTINGS_MSG.contractTemplateMissing);
  return row;
}

/** Contract templates of the org, newest first, a page at a time. */
export function listContractTemplates(db: Db, orgId: string, current: number, size: number) {
  const where = eq(contractTemplates.orgId, orgId);
  const total = db.select({ n: count() }).from(contractTemplates).where(where).get()!.n;
  const rows = db
    .select()
    .from(contractTemplates)
    .where(where)
    .orderBy(desc(contractTemplates.seq))
    .limit(size)
    .offset((current - 1) * size)
    .all();
  return pageOf(rows.map(view), total, current, size);
}

export interface NewContractTemplate {
  sceneType: number;
  name: string;
  remark: string;
  fileId: string;
}

/** Adds a template with the next number HT-0001, HT-0002 … of the org; its file must be a stored PDF/DOCX of the org. */
export function addContractTemplate(db: Db, now: number, user: Who, input: NewContractTemplate) {
  const file = templateFileOf(db, user.orgId, input.fileId);
  if (!file) throw badRequest(SETTINGS_MSG.templateFileRequired);
  return db.transaction((tx) => {
    const last = tx.select({ seq: max(contractTemplates.seq) }).from(contractTemplates).where(eq(contractTemplates.orgId, user.orgId)).get();
    const seq = (last?.seq ?? 0) + 1;
    const row = {
      id: ulid(now),
      orgId: user.orgId,
      seq,
      number: numberOf(seq),
      sceneType: input.sceneType,
      name: input.name,
      remark: input.remark,
      fileId: file.id,
      fileName: file.originalName,
      fileMime: file.mime,
      status: 1,
      createdAt: now,
      updatedAt: now,
    };
    tx.insert(contractTemplates).values(row).run();
    return view(row);
  });
}

/** Enables (1) or disables (0) a template of the org; another org's answers 404. */
export function setContractTemplateStatus(db: Db, now: number, user: Who, templateId: string, status: number) {
  const where = and(eq(contractTemplates.id, templateId), eq(contractTemplates.orgId, user.orgId));
  const row = db.select().from(contractTemplates).where(where).get();
  if (!row) throw notFound('合同模板不存在');
  db.update(contractTemplates).set({ status, updatedAt: now }).where(where).run();
  return view({ ...row, status, updatedAt: now });
}

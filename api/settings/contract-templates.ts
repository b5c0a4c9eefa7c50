import { and, count, desc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { ulid } from 'ulid';
import type { Db, Reader } from '../db/store';
import { badRequest, notFound } from '../http/errors';
import { pageOf } from '../http/reply';
import { fileUrl } from '../uploads/store-upload';
import { CONTRACT_SCENES, SETTINGS_MSG, TEMPLATE_STATUS } from '../../sync/rules/settings/settings';
import type { Who } from './apartment-config';
import { contractTemplates } from './schema';
import { templateFileOf } from './store-template-file';
import type { ContractTemplate } from '../../sync/contract/settings/settings-shapes';
import type { contractTemplateBody } from '../../sync/contract/settings/settings-inputs';

const numberOf = (seq: number) => `HT-${String(seq).padStart(4, '0')}`;

function view(row: typeof contractTemplates.$inferSelect): ContractTemplate {
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
export async function orgContractTemplate(q: Reader, orgId: string, templateId: string) {
  const [row] = await q
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.id, templateId), eq(contractTemplates.orgId, orgId)))
    .limit(1);
  if (!row) throw badRequest(SETTINGS_MSG.contractTemplateMissing);
  return row;
}

/** Contract templates of the org, newest first, a page at a time. */
export async function listContractTemplates(q: Reader, orgId: string, current: number, size: number) {
  const where = eq(contractTemplates.orgId, orgId);
  const [{ n: total }] = await q.select({ n: count() }).from(contractTemplates).where(where);
  const rows = await q
    .select()
    .from(contractTemplates)
    .where(where)
    .orderBy(desc(contractTemplates.seq))
    .limit(size)
    .offset((current - 1) * size);
  return pageOf(rows.map(view), total, current, size);
}

type NewContractTemplate = z.output<typeof contractTemplateBody>;

/**
 * Adds a template with the next number HT-0001, HT-0002 … of the org; its file must be a stored PDF/DOCX of the org.
 * The org's units of work are serialised, so max(seq) + 1 is free (contract_templates_org_seq_uq guards it).
 */
export function addContractTemplate(db: Db, now: number, user: Who, input: NewContractTemplate) {
  return db.write(user.orgId, async (tx) => {
    const file = await templateFileOf(tx, user.orgId, input.fileId);
    if (!file) throw badRequest(SETTINGS_MSG.templateFileRequired);
    const [last] = await tx
      .select({ seq: max(contractTemplates.seq) })
      .from(contractTemplates)
      .where(eq(contractTemplates.orgId, user.orgId));
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
      status: TEMPLATE_STATUS.enabled,
      createdAt: now,
      updatedAt: now,
    };
    await tx.insert(contractTemplates).values(row);
    return view(row);
  });
}

/** Enables (1) or disables (0) a template of the org; another org's answers 404. */
export function setContractTemplateStatus(db: Db, now: number, user: Who, templateId: string, status: number) {
  const where = and(eq(contractTemplates.id, templateId), eq(contractTemplates.orgId, user.orgId));
  return db.write(user.orgId, async (tx) => {
    const [row] = await tx.select().from(contractTemplates).where(where).limit(1);
    if (!row) throw notFound('合同模板不存在');
    await tx.update(contractTemplates).set({ status, updatedAt: now }).where(where);
    return view({ ...row, status, updatedAt: now });
  });
}

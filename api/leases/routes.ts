import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { logAs } from '../oplog/log-as';
import { entry, roomLabel } from '../oplog/describe';
import { requireAuth, requirePerm } from '../auth/middleware';
import type { PermName } from '../../sync/product/permissions';
import { SIGN_MSG } from '../../sync/contract/leases/sign';
import { leases } from '../../sync/contract/leases/leases';
import { leaseDefaults } from './defaults';
import { signLeaseUnit } from './sign-lease';
import { readOrgFile } from './signing-files';
import { verifyContract } from './verify-contract';
import { listLeases } from './list';
import { removeLeases } from './remove';
import { confirmLease } from './confirm';
import { leaseDetail } from './detail';
import { contractInfo } from './contract-info';
import { leaseContractText } from './lease-terms';
import { visibleLease } from './access';
import { addLeasePicture, removeLeasePicture } from './lease-pictures';
import { LEASE_OPS_MSG } from '../../sync/rules/leases/lease-status';
import { LEASE_PICTURE_MSG } from '../../sync/rules/leases/lease-messages';
import { contractPdf } from '../documents/contract-pdf';
import { pdfReply } from '../documents/pdf-reply';

/** Signing a lease: the lease list's permission PERMS.leases (spec part 2 §2.8; /renterRegister is governed by it). */
export const LEASES: PermName = 'leases';

export function leaseRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());

  app.get('/defaults', requirePerm(LEASES), validate('query', leases.defaults.query), async (c) =>
    ok(c, await leaseDefaults(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query').houseId)),
  );

  app.post('/sign', requirePerm(LEASES), validate('json', leases.sign.body), async (c) => {
    const input = c.req.valid('json');
    const { deps, user } = c.var;
    const signature = await readOrgFile(deps, user.orgId, input.contract?.signatureFileId);
    const signed = await signLeaseUnit(deps.db, deps.now(), user, input, signature);
    logAs(c, entry('签约', `${await roomLabel(deps.db, input.houseId)} ${input.tenant}`));
    return ok(c, signed, SIGN_MSG.signed);
  });

  /** Recomputes the signed contract's digest from the stored text and signature: is it still what was signed? */
  app.get('/:leaseId/contract/verify', requirePerm(LEASES), async (c) =>
    ok(c, await verifyContract(c.var.deps, c.var.user, c.req.param('leaseId'))),
  );

  // The lease list (§2.1), delete (DELETE or POST /delete, {leaseIds}), confirm, detail (§2.5) and contract view (§2.6).
  app.get('/', requirePerm(LEASES), validate('query', leases.list.query), async (c) =>
    ok(c, await listLeases(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  const remove = [requirePerm(LEASES), validate('json', leases.remove.body)] as const;
  app.delete('/', ...remove, async (c) =>
    ok(
      c,
      await removeLeases(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json').leaseIds),
      LEASE_OPS_MSG.done,
    ),
  );
  app.post('/delete', ...remove, async (c) =>
    ok(
      c,
      await removeLeases(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json').leaseIds),
      LEASE_OPS_MSG.done,
    ),
  );
  app.post('/:leaseId/confirm', requirePerm(LEASES), async (c) =>
    ok(c, await confirmLease(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.param('leaseId')), LEASE_OPS_MSG.done),
  );
  app.get('/:leaseId/contract', requirePerm(LEASES), validate('query', leases.contract.query), async (c) =>
    ok(c, await contractInfo(c.var.deps, c.var.user, c.req.param('leaseId'), c.req.valid('query').deleted === '1')),
  );
  // The contract's text (signed one as stored, else the contract of the signed terms), for the contract tab and printing.
  app.get('/:leaseId/contract/text', requirePerm(LEASES), async (c) => {
    const { db } = c.var.deps;
    return ok(c, await leaseContractText(db, await visibleLease(db, c.var.user, c.req.param('leaseId'))));
  });
  // The contract as a PDF with the Chinese font embedded (api/documents/contract-pdf.ts): /HTPdf and 下载合同.
  app.get('/:leaseId/contract.pdf', requirePerm(LEASES), async (c) =>
    pdfReply(c, await contractPdf(c.var.deps, c.var.user, c.req.param('leaseId'))),
  );
  app.post('/:leaseId/pictures', requirePerm(LEASES), validate('json', leases.addPicture.body), async (c) =>
    ok(
      c,
      await addLeasePicture(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.param('leaseId'), c.req.valid('json')),
      LEASE_PICTURE_MSG.added,
    ),
  );
  app.delete('/:leaseId/pictures/:pid', requirePerm(LEASES), async (c) =>
    ok(
      c,
      await removeLeasePicture(c.var.deps.db, c.var.user, c.req.param('leaseId'), c.req.param('pid')),
      LEASE_PICTURE_MSG.removed,
    ),
  );
  app.get('/:leaseId', requirePerm(LEASES), validate('query', leases.detail.query), async (c) =>
    ok(c, await leaseDetail(c.var.deps.db, c.var.user, c.req.param('leaseId'), c.req.valid('query').deleted === '1')),
  );

  return app;
}

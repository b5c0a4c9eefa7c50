import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { fail, ok } from '../http/reply';
import { validate } from '../http/validate';
import { pageQuery } from '../../sync/contract/kit';
import { z } from 'zod';
import { requireAuth, requirePerm } from '../auth/middleware';
import type { PermName } from '../../sync/product/permissions';
import { SETTINGS_MSG } from '../../sync/rules/settings/settings';
import { visibleApartment } from '../houses/scope';
import { listApartments } from '../houses/apartments';
import { houseDefaultsOf, saveDefaultItems, saveFacility, saveIntro, saveRentDefaults } from './house-defaults';
import { meterPricesOf, meterReceiptOf, saveMeterPrices, saveMeterReceipt } from './meter-prices';
import { deviceConfigOf, saveDeviceConfig, saveServiceLine, serviceLineOf } from './hardware-config';
import { addTenantSource, saveTenantSources, tenantSourcesOf } from './tenant-sources';
import { addLedgerItem, financeItemsOf, saveFinanceItems } from './finance-items';
import { addContractTemplate, listContractTemplates, setContractTemplateStatus } from './contract-templates';
import { MAX_TEMPLATE_BYTES, storeTemplateFile } from './store-template-file';
import { saveOrgName, systemConfigOf } from './system-config';
import { contractSettingsOf, saveContractSettings } from './contract-settings';
import * as input from './inputs';

/** Anyone working with houses may read house defaults (the template form pre-fills from them). */
const HOUSE_READERS: PermName[] = ['addApartment', 'board', 'roomTemplates', 'roomDetails'];
const APARTMENT_TABS: PermName[] = ['houseSettings', 'meterSettings', 'hardwareSettings', 'hotlineSettings'];

/**
 * General configuration (spec part 1 §2.12, §7): /api/settings/…, each screen /General_n guarded by its 通用配置 permission (PERMS.systemSettings … hotlineSettings).
 * Per-apartment settings scope the apartment by visibleApartments (another org's → 404).
 */
export function settingsRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  const apt = z.object({ apartmentId: z.string().min(1).max(40) });

  app.get('/apartments', requirePerm(...APARTMENT_TABS), async (c) =>
    ok(c, await listApartments(c.var.deps.db, c.var.user)),
  );

  // General_1 system config
  app.get('/system', requirePerm('systemSettings'), async (c) =>
    ok(c, await systemConfigOf(c.var.deps.db, c.var.user)),
  );
  app.put('/system', requirePerm('systemSettings'), validate('json', input.orgNameBody), async (c) =>
    ok(c, await saveOrgName(c.var.deps.db, c.var.user, c.req.valid('json').orgName), SETTINGS_MSG.updated),
  );

  // General_2 house config
  app.get(
    '/house-defaults/:apartmentId',
    requirePerm('houseSettings', ...HOUSE_READERS),
    validate('param', apt),
    async (c) => {
      const { db } = c.var.deps;
      const { apartmentId } = c.req.valid('param');
      await visibleApartment(db, c.var.user, apartmentId);
      return ok(c, await houseDefaultsOf(db, c.var.user.orgId, apartmentId));
    },
  );
  app.put(
    '/house-defaults/:apartmentId',
    requirePerm('houseSettings'),
    validate('param', apt),
    validate('json', input.rentDefaultsBody),
    async (c) =>
      ok(
        c,
        await saveRentDefaults(
          c.var.deps.db,
          c.var.deps.now(),
          c.var.user,
          c.req.valid('param').apartmentId,
          c.req.valid('json'),
        ),
        SETTINGS_MSG.saved,
      ),
  );
  app.put(
    '/house-defaults/:apartmentId/items',
    requirePerm('houseSettings'),
    validate('param', apt),
    validate('json', input.defaultItemsBody),
    async (c) =>
      ok(
        c,
        await saveDefaultItems(
          c.var.deps.db,
          c.var.deps.now(),
          c.var.user,
          c.req.valid('param').apartmentId,
          c.req.valid('json').items,
        ),
        SETTINGS_MSG.saved,
      ),
  );
  app.put(
    '/house-defaults/:apartmentId/intro',
    requirePerm('houseSettings'),
    validate('param', apt),
    validate('json', input.introBody),
    async (c) =>
      ok(
        c,
        await saveIntro(
          c.var.deps.db,
          c.var.deps.now(),
          c.var.user,
          c.req.valid('param').apartmentId,
          c.req.valid('json'),
        ),
        SETTINGS_MSG.saved,
      ),
  );
  app.put(
    '/house-defaults/:apartmentId/facility',
    requirePerm('houseSettings'),
    validate('param', apt),
    validate('json', input.facilityBody),
    async (c) =>
      ok(
        c,
        await saveFacility(
          c.var.deps.db,
          c.var.deps.now(),
          c.var.user,
          c.req.valid('param').apartmentId,
          c.req.valid('json').facility,
        ),
        SETTINGS_MSG.saved,
      ),
  );

  // General_3 tenant registration config (the registration form reads the usable ones with 'leases')
  app.get('/tenant-sources', requirePerm('tenantFormSettings', 'leases'), async (c) =>
    ok(
      c,
      await tenantSourcesOf(
        c.var.deps.db,
        c.var.deps.now(),
        c.var.user.orgId,
        !c.var.user.can('tenantFormSettings') || c.req.query('usable') === '1',
      ),
    ),
  );
  app.post('/tenant-sources', requirePerm('tenantFormSettings'), validate('json', input.tenantSourceBody), async (c) =>
    ok(
      c,
      await addTenantSource(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json').name),
      SETTINGS_MSG.added,
    ),
  );
  app.put(
    '/tenant-sources',
    requirePerm('tenantFormSettings'),
    validate('json', input.tenantSourcesSaveBody),
    async (c) =>
      ok(
        c,
        await saveTenantSources(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json').items),
        SETTINGS_MSG.saved,
      ),
  );

  // General_4 contract settings: the signing form's default contract type (the signing screen reads it with 'leases')
  app.get('/contract-settings', requirePerm('contractSettings', 'leases'), async (c) =>
    ok(c, await contractSettingsOf(c.var.deps.db, c.var.user.orgId)),
  );
  app.put(
    '/contract-settings',
    requirePerm('contractSettings'),
    validate('json', input.contractSettingsBody),
    async (c) =>
      ok(
        c,
        await saveContractSettings(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json')),
        SETTINGS_MSG.saved,
      ),
  );

  // General_4 contract templates
  app.get('/contract-templates', requirePerm('contractSettings'), validate('query', z.object(pageQuery)), async (c) => {
    const q = c.req.valid('query');
    return ok(c, await listContractTemplates(c.var.deps.db, c.var.user.orgId, q.current, q.size));
  });
  app.post(
    '/contract-templates/file',
    requirePerm('contractSettings'),
    bodyLimit({
      maxSize: MAX_TEMPLATE_BYTES + 64 * 1024,
      onError: (c) => fail(c, 413, SETTINGS_MSG.templateFileTooLarge),
    }),
    async (c) => {
      const form = await c.req.formData().catch(() => null);
      const file = form?.get('file');
      if (!(file instanceof File)) throw badRequest(SETTINGS_MSG.templateFileRequired);
      return ok(
        c,
        await storeTemplateFile(c.var.deps, { orgId: c.var.user.orgId, userId: c.var.user.id }, file),
        '上传成功',
      );
    },
  );
  app.post(
    '/contract-templates',
    requirePerm('contractSettings'),
    validate('json', input.contractTemplateBody),
    async (c) =>
      ok(
        c,
        await addContractTemplate(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json')),
        SETTINGS_MSG.added,
      ),
  );
  app.put(
    '/contract-templates/:id/status',
    requirePerm('contractSettings'),
    validate('json', input.statusBody),
    async (c) =>
      ok(
        c,
        await setContractTemplateStatus(
          c.var.deps.db,
          c.var.deps.now(),
          c.var.user,
          c.req.param('id'),
          c.req.valid('json').status,
        ),
        SETTINGS_MSG.updated,
      ),
  );

  // General_5 finance config: kind 1 bill items, 2 ledger items (bookkeeping reads them with 'bookkeeping')
  app.get(
    '/finance/:kind',
    requirePerm('financeSettings', 'bookkeeping'),
    validate('param', input.financeKindParam),
    async (c) =>
      ok(
        c,
        await financeItemsOf(
          c.var.deps.db,
          c.var.deps.now(),
          c.var.user.orgId,
          c.req.valid('param').kind,
          !c.var.user.can('financeSettings'),
        ),
      ),
  );
  app.put(
    '/finance/:kind',
    requirePerm('financeSettings'),
    validate('param', input.financeKindParam),
    validate('json', input.financeSaveBody),
    async (c) =>
      ok(
        c,
        await saveFinanceItems(
          c.var.deps.db,
          c.var.deps.now(),
          c.var.user,
          c.req.valid('param').kind,
          c.req.valid('json').usable,
        ),
        SETTINGS_MSG.saved,
      ),
  );
  app.post('/ledger-items', requirePerm('financeSettings'), validate('json', input.ledgerItemBody), async (c) => {
    const body = c.req.valid('json');
    return ok(
      c,
      await addLedgerItem(c.var.deps.db, c.var.deps.now(), c.var.user, body.groupId, body.name),
      SETTINGS_MSG.added,
    );
  });

  // General_6 utilities (the meter screens read prices with 'devices')
  app.get('/meter-prices/:apartmentId', requirePerm('meterSettings', 'devices'), validate('param', apt), async (c) => {
    const { db } = c.var.deps;
    const { apartmentId } = c.req.valid('param');
    await visibleApartment(db, c.var.user, apartmentId);
    return ok(c, await meterPricesOf(db, c.var.user.orgId, apartmentId));
  });
  app.put(
    '/meter-prices/:apartmentId',
    requirePerm('meterSettings'),
    validate('param', apt),
    validate('json', input.meterPricesBody),
    async (c) =>
      ok(
        c,
        await saveMeterPrices(
          c.var.deps.db,
          c.var.deps.now(),
          c.var.user,
          c.req.valid('param').apartmentId,
          c.req.valid('json').rows,
        ),
        SETTINGS_MSG.saved,
      ),
  );
  app.get('/meter-receipt/:apartmentId', requirePerm('meterSettings', 'devices'), validate('param', apt), async (c) => {
    const { db } = c.var.deps;
    const { apartmentId } = c.req.valid('param');
    await visibleApartment(db, c.var.user, apartmentId);
    return ok(c, await meterReceiptOf(db, c.var.user.orgId, apartmentId));
  });
  app.put(
    '/meter-receipt/:apartmentId',
    requirePerm('meterSettings'),
    validate('param', apt),
    validate('json', input.meterReceiptBody),
    async (c) =>
      ok(
        c,
        await saveMeterReceipt(
          c.var.deps.db,
          c.var.deps.now(),
          c.var.user,
          c.req.valid('param').apartmentId,
          c.req.valid('json'),
        ),
        SETTINGS_MSG.saved,
      ),
  );

  // General_7 smart hardware (lock and freeze jobs read it with 'devices')
  app.get('/device/:apartmentId', requirePerm('hardwareSettings', 'devices'), validate('param', apt), async (c) => {
    const { db } = c.var.deps;
    const { apartmentId } = c.req.valid('param');
    await visibleApartment(db, c.var.user, apartmentId);
    return ok(c, await deviceConfigOf(db, c.var.user.orgId, apartmentId));
  });
  app.put(
    '/device/:apartmentId',
    requirePerm('hardwareSettings'),
    validate('param', apt),
    validate('json', input.deviceBody),
    async (c) =>
      ok(
        c,
        await saveDeviceConfig(
          c.var.deps.db,
          c.var.deps.now(),
          c.var.user,
          c.req.valid('param').apartmentId,
          c.req.valid('json'),
        ),
        SETTINGS_MSG.saved,
      ),
  );

  // General_8 service phone
  app.get('/service-line/:apartmentId', requirePerm('hotlineSettings'), validate('param', apt), async (c) => {
    const { db } = c.var.deps;
    const { apartmentId } = c.req.valid('param');
    await visibleApartment(db, c.var.user, apartmentId);
    return ok(c, await serviceLineOf(db, c.var.user.orgId, apartmentId));
  });
  app.put(
    '/service-line/:apartmentId',
    requirePerm('hotlineSettings'),
    validate('param', apt),
    validate('json', input.serviceLineBody),
    async (c) =>
      ok(
        c,
        await saveServiceLine(
          c.var.deps.db,
          c.var.deps.now(),
          c.var.user,
          c.req.valid('param').apartmentId,
          c.req.valid('json').line,
        ),
        SETTINGS_MSG.saved,
      ),
  );

  return app;
}

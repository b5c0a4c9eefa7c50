import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { fail, ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import type { PermName } from '../../sync/product/permissions';
import { SETTINGS_MSG } from '../../sync/rules/settings/settings';
import { settings } from '../../sync/contract/settings/settings';
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
import { apartmentRead, apartmentSave, at } from './apartment-route';
import { financeKindParam } from './params';

/** Anyone working with houses may read house defaults (the template form pre-fills from them). */
const HOUSE_READERS: PermName[] = ['addApartment', 'board', 'roomTemplates', 'roomDetails'];
const APARTMENT_TABS: PermName[] = ['houseSettings', 'meterSettings', 'hardwareSettings', 'hotlineSettings'];

/**
 * General configuration (spec part 1 §2.12, §7; contract: sync/contract/settings): each screen /General_n guarded by
 * its 通用配置 permission (PERMS.systemSettings … hotlineSettings). Per-apartment settings scope the apartment by
 * visibleApartments (another org's → 404).
 */
export function settingsRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());

  app.get(at(settings.apartments), requirePerm(...APARTMENT_TABS), async (c) =>
    ok(c, await listApartments(c.var.deps.db, c.var.user)),
  );

  // General_1 system config
  app.get(at(settings.system), requirePerm('systemSettings'), async (c) =>
    ok(c, await systemConfigOf(c.var.deps.db, c.var.user)),
  );
  app.put(
    at(settings.saveSystem),
    requirePerm('systemSettings'),
    validate('json', settings.saveSystem.body),
    async (c) => ok(c, await saveOrgName(c.var.deps.db, c.var.user, c.req.valid('json').orgName), SETTINGS_MSG.updated),
  );

  // General_2 house config
  apartmentRead(app, settings.houseDefaults, ['houseSettings', ...HOUSE_READERS], houseDefaultsOf);
  apartmentSave(app, settings.saveRentDefaults, 'houseSettings', saveRentDefaults);
  apartmentSave(app, settings.saveDefaultItems, 'houseSettings', (db, now, user, aptId, body) =>
    saveDefaultItems(db, now, user, aptId, body.items),
  );
  apartmentSave(app, settings.saveIntro, 'houseSettings', saveIntro);
  apartmentSave(app, settings.saveFacility, 'houseSettings', (db, now, user, aptId, body) =>
    saveFacility(db, now, user, aptId, body.facility),
  );

  // General_3 tenant registration config (the registration form reads the usable ones with 'leases')
  app.get(
    at(settings.tenantSources),
    requirePerm('tenantFormSettings', 'leases'),
    validate('query', settings.tenantSources.query),
    async (c) => {
      const { db, now } = c.var.deps;
      const usableOnly = !c.var.user.can('tenantFormSettings') || c.req.valid('query').usable === '1';
      return ok(c, await tenantSourcesOf(db, now(), c.var.user.orgId, usableOnly));
    },
  );
  const tenantForm = requirePerm('tenantFormSettings');
  app.post(at(settings.addTenantSource), tenantForm, validate('json', settings.addTenantSource.body), async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, await addTenantSource(db, now(), c.var.user, c.req.valid('json').name), SETTINGS_MSG.added);
  });
  app.put(at(settings.saveTenantSources), tenantForm, validate('json', settings.saveTenantSources.body), async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, await saveTenantSources(db, now(), c.var.user, c.req.valid('json').items), SETTINGS_MSG.saved);
  });

  // General_4 contract settings: the signing form's default contract type (the signing screen reads it with 'leases')
  const contracts = requirePerm('contractSettings');
  app.get(at(settings.contractSettings), requirePerm('contractSettings', 'leases'), async (c) =>
    ok(c, await contractSettingsOf(c.var.deps.db, c.var.user.orgId)),
  );
  app.put(
    at(settings.saveContractSettings),
    contracts,
    validate('json', settings.saveContractSettings.body),
    async (c) => {
      const { db, now } = c.var.deps;
      return ok(c, await saveContractSettings(db, now(), c.var.user, c.req.valid('json')), SETTINGS_MSG.saved);
    },
  );

  // General_4 contract templates
  app.get(at(settings.contractTemplates), contracts, validate('query', settings.contractTemplates.query), async (c) => {
    const q = c.req.valid('query');
    return ok(c, await listContractTemplates(c.var.deps.db, c.var.user.orgId, q.current, q.size));
  });
  app.post(
    at(settings.uploadTemplateFile),
    contracts,
    bodyLimit({
      maxSize: MAX_TEMPLATE_BYTES + 64 * 1024,
      onError: (c) => fail(c, 413, SETTINGS_MSG.templateFileTooLarge),
    }),
    async (c) => {
      const form = await c.req.formData().catch(() => null);
      const file = form?.get('file');
      if (!(file instanceof File)) throw badRequest(SETTINGS_MSG.templateFileRequired);
      const who = { orgId: c.var.user.orgId, userId: c.var.user.id };
      return ok(c, await storeTemplateFile(c.var.deps, who, file), '上传成功');
    },
  );
  app.post(
    at(settings.addContractTemplate),
    contracts,
    validate('json', settings.addContractTemplate.body),
    async (c) => {
      const { db, now } = c.var.deps;
      return ok(c, await addContractTemplate(db, now(), c.var.user, c.req.valid('json')), SETTINGS_MSG.added);
    },
  );
  app.put(at(settings.setTemplateStatus), contracts, validate('json', settings.setTemplateStatus.body), async (c) => {
    const { db, now } = c.var.deps;
    const { status } = c.req.valid('json');
    const done = await setContractTemplateStatus(db, now(), c.var.user, c.req.param('id')!, status);
    return ok(c, done, SETTINGS_MSG.updated);
  });

  // General_5 finance config: kind 1 bill items, 2 ledger items (bookkeeping reads them with 'bookkeeping')
  app.get(
    at(settings.financeItems),
    requirePerm('financeSettings', 'bookkeeping'),
    validate('param', financeKindParam),
    async (c) => {
      const { db, now } = c.var.deps;
      const usableOnly = !c.var.user.can('financeSettings');
      return ok(c, await financeItemsOf(db, now(), c.var.user.orgId, c.req.valid('param').kind, usableOnly));
    },
  );
  const finance = requirePerm('financeSettings');
  app.put(
    at(settings.saveFinanceItems),
    finance,
    validate('param', financeKindParam),
    validate('json', settings.saveFinanceItems.body),
    async (c) => {
      const { db, now } = c.var.deps;
      const { kind } = c.req.valid('param');
      const saved = await saveFinanceItems(db, now(), c.var.user, kind, c.req.valid('json').usable);
      return ok(c, saved, SETTINGS_MSG.saved);
    },
  );
  app.post(at(settings.addLedgerItem), finance, validate('json', settings.addLedgerItem.body), async (c) => {
    const { db, now } = c.var.deps;
    const { groupId, name } = c.req.valid('json');
    return ok(c, await addLedgerItem(db, now(), c.var.user, groupId, name), SETTINGS_MSG.added);
  });

  // General_6 utilities (the meter screens read prices with 'devices')
  apartmentRead(app, settings.meterPrices, ['meterSettings', 'devices'], meterPricesOf);
  apartmentSave(app, settings.saveMeterPrices, 'meterSettings', (db, now, user, aptId, body) =>
    saveMeterPrices(db, now, user, aptId, body.rows),
  );
  apartmentRead(app, settings.meterReceipt, ['meterSettings', 'devices'], meterReceiptOf);
  apartmentSave(app, settings.saveMeterReceipt, 'meterSettings', saveMeterReceipt);

  // General_7 smart hardware (lock and freeze jobs read it with 'devices')
  apartmentRead(app, settings.device, ['hardwareSettings', 'devices'], deviceConfigOf);
  apartmentSave(app, settings.saveDevice, 'hardwareSettings', saveDeviceConfig);

  // General_8 service phone
  apartmentRead(app, settings.serviceLine, ['hotlineSettings'], serviceLineOf);
  apartmentSave(app, settings.saveServiceLine, 'hotlineSettings', (db, now, user, aptId, body) =>
    saveServiceLine(db, now, user, aptId, body.line),
  );

  return app;
}

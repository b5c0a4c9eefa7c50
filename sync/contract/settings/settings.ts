/**
 * The contract of /api/settings (spec part 1 §2.12, §7): the 通用配置 screens General_1 … General_8. Per-apartment
 * settings name the apartment in the path; another organisation's apartment answers 404.
 */
import { z } from 'zod';
import { route } from '../route';
import { page, pageQuery } from '../kit';
import { apartmentOption } from '../houses/houses';
import * as input from './settings-inputs';
import * as out from './settings-shapes';

const put = <P extends string, B extends z.ZodType, R extends z.ZodType>(path: P, body: B, reply: R) =>
  route({ method: 'PUT', path, body, reply });

const HOUSE = '/api/settings/house-defaults/:apartmentId';

export const settings = {
  /** The apartments the user may configure (the apartment list of General_2, 6, 7 and 8). */
  apartments: route({ method: 'GET', path: '/api/settings/apartments', reply: z.array(apartmentOption) }),

  system: route({ method: 'GET', path: '/api/settings/system', reply: out.systemConfig }),
  saveSystem: put('/api/settings/system', input.orgNameBody, out.systemConfig),

  houseDefaults: route({ method: 'GET', path: HOUSE, reply: out.houseDefaults }),
  saveRentDefaults: put(HOUSE, input.rentDefaultsBody, out.houseDefaults),
  saveDefaultItems: put(`${HOUSE}/items`, input.defaultItemsBody, out.houseDefaults),
  saveIntro: put(`${HOUSE}/intro`, input.introBody, out.houseDefaults),
  saveFacility: put(`${HOUSE}/facility`, input.facilityBody, out.houseDefaults),

  tenantSources: route({
    method: 'GET',
    path: '/api/settings/tenant-sources',
    query: input.tenantSourcesQuery,
    reply: z.array(out.tenantSource),
  }),
  addTenantSource: route({
    method: 'POST',
    path: '/api/settings/tenant-sources',
    body: input.tenantSourceBody,
    reply: out.tenantSource,
  }),
  saveTenantSources: put('/api/settings/tenant-sources', input.tenantSourcesSaveBody, z.array(out.tenantSource)),

  contractSettings: route({ method: 'GET', path: '/api/settings/contract-settings', reply: out.contractSettings }),
  saveContractSettings: put('/api/settings/contract-settings', input.contractSettingsBody, out.contractSettings),

  contractTemplates: route({
    method: 'GET',
    path: '/api/settings/contract-templates',
    query: z.object(pageQuery),
    reply: page(out.contractTemplate),
  }),
  /** multipart/form-data with one `file` (PDF or DOCX up to 10 MB, recognised by its bytes): no body schema. */
  uploadTemplateFile: route({
    method: 'POST',
    path: '/api/settings/contract-templates/file',
    reply: out.uploadedTemplateFile,
  }),
  addContractTemplate: route({
    method: 'POST',
    path: '/api/settings/contract-templates',
    body: input.contractTemplateBody,
    reply: out.contractTemplate,
  }),
  setTemplateStatus: put('/api/settings/contract-templates/:id/status', input.statusBody, out.contractTemplate),

  /** kind 1 bill items, 2 ledger items (anything else answers 400 配置类型不正确). */
  financeItems: route({ method: 'GET', path: '/api/settings/finance/:kind', reply: z.array(out.financeGroup) }),
  saveFinanceItems: put('/api/settings/finance/:kind', input.financeSaveBody, z.array(out.financeGroup)),
  addLedgerItem: route({
    method: 'POST',
    path: '/api/settings/ledger-items',
    body: input.ledgerItemBody,
    reply: out.ledgerItem,
  }),

  meterPrices: route({
    method: 'GET',
    path: '/api/settings/meter-prices/:apartmentId',
    reply: z.array(out.meterPriceRow),
  }),
  saveMeterPrices: put('/api/settings/meter-prices/:apartmentId', input.meterPricesBody, z.array(out.meterPriceRow)),
  meterReceipt: route({ method: 'GET', path: '/api/settings/meter-receipt/:apartmentId', reply: out.meterReceipt }),
  saveMeterReceipt: put('/api/settings/meter-receipt/:apartmentId', input.meterReceiptBody, out.meterReceipt),

  device: route({ method: 'GET', path: '/api/settings/device/:apartmentId', reply: out.deviceConfig }),
  saveDevice: put('/api/settings/device/:apartmentId', input.deviceBody, out.deviceConfig),

  serviceLine: route({ method: 'GET', path: '/api/settings/service-line/:apartmentId', reply: out.serviceLine }),
  saveServiceLine: put('/api/settings/service-line/:apartmentId', input.serviceLineBody, out.serviceLine),
};

/**
 * The request bodies and queries of the template and room routes. zod only checks types here; the rules and their
 * Chinese messages (in the spec's order) are sync/rules/templates/template-rules.ts, which the form runs too.
 */
import { z } from 'zod';
import { joinFacility, parseFacility } from '../../product/catalog';

const num = z.number().nullable().optional();
const text = (max: number) => z.string().max(max).optional().default('');

const feeItemInput = z.object({
  costId: z.union([z.string().max(40), z.number()]).nullish(),
  item: z.string().max(100).default(''),
  cost: z.number(),
  itemType: z.number(),
});

/** Facility ids as '1_2_3' or [1, 2, 3]; kept as the sorted, known ids joined by '_'. */
const facility = z
  .union([z.string().max(200), z.array(z.number()).max(100)])
  .optional()
  .transform((v) => joinFacility(parseFacility(Array.isArray(v) ? v.join('_') : (v ?? ''))));

/** The rent terms and listing a template and a room share (their order is the order the first bad field is reported in). */
const termsShape = {
  area: num,
  rentCost: num,
  advanceCost: num,
  collectRentType: num,
  collectRentDay: num,
  items: z.array(feeItemInput).max(100).optional().default([]),
  pictures: z.array(z.string().max(300)).max(100).optional().default([]),
  advert: text(500),
  nearby: text(500),
  facility,
  intro: text(5000),
};

const { area, ...termsAfterArea } = termsShape;

export const templateInput = z.object({
  name: text(200),
  area,
  bedroom: z.number().optional().default(0),
  hall: z.number().optional().default(0),
  bathroom: z.number().optional().default(0),
  deposit: num,
  payment: num,
  ...termsAfterArea,
});
export type TemplateInput = z.infer<typeof templateInput>;

export const createTemplateInput = templateInput.extend({ apartmentId: z.string().min(1, '请选择公寓').max(40) });

export const apartmentQuery = z.object({ apartmentId: z.string({ error: '请选择公寓' }).min(1, '请选择公寓').max(40) });

export const bindInput = z.object({
  houses: z
    .array(
      z.object({
        houseId: z.string().min(1).max(40),
        houseTempId: z.string().min(1).max(40).nullable(),
        rentCost: z
          .number()
          .int('租金金额不正确')
          .min(0, '租金金额不正确')
          .max(1_000_000_000, '租金金额不正确')
          .nullish(),
      }),
    )
    .min(1, '请选择房间')
    .max(2000),
});
export type BindInput = z.infer<typeof bindInput>;

export const roomInput = z.object({ houseNumber: text(100), ...termsShape });
export type RoomInput = z.infer<typeof roomInput>;

export const changeTemplateInput = z.object({
  templateId: z.string({ error: '请选择模板' }).min(1, '请选择模板').max(40),
});

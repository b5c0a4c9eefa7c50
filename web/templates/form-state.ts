import { fenToYuan, yuanToFen } from '../../sync/rules/common/money';
import { parseFacility, joinFacility } from '../../sync/product/catalog';
import { TEMPLATE_MSG, type TemplateDraft, type TermsDraft } from '../../sync/rules/templates/template-rules';
import type { FeeItemDto, TermsDetail } from './template-api';
import type { TemplateDefaults, TemplateDetail } from '../../sync/contract/templates/templates';

/** One other-fee row as typed: the cost in yuan text. */
export interface FeeRow {
  key: string;
  item: string;
  cost: string;
  itemType: number;
}

/** The rent terms and listing of a template or a room as typed (amounts in yuan text, converted to fen on save). */
export interface TermsForm {
  area: string;
  rent: string;
  advance: string;
  collectRentType: number | null;
  collectRentDay: string;
  items: FeeRow[];
  pictures: string[];
  advert: string;
  nearby: string;
  facility: number[];
  intro: string;
}

/** The template form as typed: the terms plus name, layout and deposit/payment months as the draft holds them. */
export type TemplateForm = TermsForm &
  Pick<TemplateDraft, 'name' | 'bedroom' | 'hall' | 'bathroom' | 'deposit' | 'payment'>;

let rowSeq = 0;
export const newRowKey = () => `row-${++rowSeq}`;

const yuan = (fen: number | null | undefined) =>
  fen === null || fen === undefined ? '' : fenToYuan(fen).replace(/\.00$/, '');

export const feeRowsOf = (items: FeeItemDto[]): FeeRow[] =>
  items.map((i) => ({ key: newRowKey(), item: i.item, cost: yuan(i.cost), itemType: i.itemType }));

export const blankForm = (): TemplateForm => ({
  name: '',
  area: '',
  bedroom: 1,
  hall: 0,
  bathroom: 1,
  deposit: 1,
  payment: 1,
  rent: '',
  advance: '',
  collectRentType: null,
  collectRentDay: '',
  items: [],
  pictures: [],
  advert: '',
  nearby: '',
  facility: [],
  intro: '',
});

/** A new template's form prefilled from the apartment's house configuration. */
export function formFromDefaults(d: TemplateDefaults | undefined): TemplateForm {
  const f = blankForm();
  if (!d) return f;
  return {
    ...f,
    deposit: d.deposit ?? f.deposit,
    payment: d.payment ?? f.payment,
    advance: yuan(d.advanceCost),
    collectRentType: d.collectRentType,
    collectRentDay: d.collectRentDay === null ? '' : String(d.collectRentDay),
    items: feeRowsOf(d.items),
    intro: d.intro,
    facility: parseFacility(d.facility),
  };
}

/** The terms form holding a template's or a room's terms. */
export function termsFormOf(t: TermsDetail): TermsForm {
  return {
    area: t.area === null ? '' : String(t.area),
    rent: yuan(t.rentCost),
    advance: yuan(t.advanceCost),
    collectRentType: t.collectRentType,
    collectRentDay: t.collectRentDay === null ? '' : String(t.collectRentDay),
    items: feeRowsOf(t.items),
    pictures: t.pictures.map((p) => p.picture),
    advert: t.advert,
    nearby: t.nearby,
    facility: parseFacility(t.facility),
    intro: t.intro,
  };
}

/** The form holding a template (editing it, or copying an existing one into a new form). */
export function formFromTemplate(t: TemplateDetail): TemplateForm {
  return {
    name: t.name,
    bedroom: t.bedroom,
    hall: t.hall,
    bathroom: t.bathroom,
    deposit: t.deposit,
    payment: t.payment,
    ...termsFormOf(t),
  };
}

/** A typed amount in fen: null when blank, NaN when it is not an amount. */
export function fenOf(text: string): number | null {
  if (!text.trim()) return null;
  return yuanToFen(text) ?? Number.NaN;
}

function numberOf(text: string): number | null {
  if (!text.trim()) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : Number.NaN;
}

/** The terms draft (fen), or the message of an unreadable amount. */
export function termsDraftOf(f: TermsForm): { draft: TermsDraft } | { error: string } {
  const rentCost = fenOf(f.rent);
  if (Number.isNaN(rentCost)) return { error: TEMPLATE_MSG.rentInvalid };
  const advanceCost = fenOf(f.advance);
  if (Number.isNaN(advanceCost)) return { error: TEMPLATE_MSG.advanceInvalid };
  const items = [];
  for (const r of f.items) {
    const cost = fenOf(r.cost);
    if (cost === null || Number.isNaN(cost)) return { error: TEMPLATE_MSG.feeCostInvalid };
    items.push({ item: r.item.trim(), cost, itemType: r.itemType });
  }
  const area = numberOf(f.area);
  return {
    draft: {
      area: area !== null && Number.isNaN(area) ? 0 : area,
      rentCost,
      advanceCost,
      collectRentType: f.collectRentType,
      collectRentDay: numberOf(f.collectRentDay),
      items,
      pictures: f.pictures,
      advert: f.advert.trim(),
      nearby: f.nearby.trim(),
      facility: joinFacility(f.facility),
      intro: f.intro.trim(),
    },
  };
}

/** The draft the shared rules check and the API receives (fen), or the message of an unreadable amount. */
export function draftOf(f: TemplateForm): { draft: TemplateDraft } | { error: string } {
  const terms = termsDraftOf(f);
  if ('error' in terms) return terms;
  return {
    draft: {
      name: f.name.trim(),
      bedroom: f.bedroom,
      hall: f.hall,
      bathroom: f.bathroom,
      deposit: f.deposit,
      payment: f.payment,
      ...terms.draft,
    },
  };
}

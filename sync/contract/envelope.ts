/** The reply envelope of every API call (spec part 1 §7): code 200 on success, a Chinese msg, the data. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A page of rows (page size 10 everywhere, spec part 4 §9). */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

/** Codes the product uses besides HTTP statuses echoed as code. */
export const CODE = {
  ok: 200,
  /** Partner registration of a phone that is already registered (part 1 §7, §9). */
  alreadyRegistered: 111,
} as const;

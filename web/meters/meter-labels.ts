import { meterTypeOf } from '../../sync/rules/meters/meter-rules';

/** A meter type's short name ('冷水'), its unit ('吨') and its name ('冷水表'), for the walk and the table. */
export const typeShort = (devType: number) => meterTypeOf(devType)?.short ?? '其他';
export const unitOf = (devType: number) => meterTypeOf(devType)?.unit ?? '';
export const typeName = (devType: number) => meterTypeOf(devType)?.name ?? '热水表';

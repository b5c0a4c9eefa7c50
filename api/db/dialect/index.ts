import { ENGINE } from '../engine';
import { sqliteDialect } from './sqlite';
import { pgDialect } from './pg';

/** The engine-specific SQL of this process's engine: the only place where the two dialects differ in query text. */
export const dialect = ENGINE === 'pg' ? pgDialect : sqliteDialect;

/** A LIKE pattern for "contains `s`" (\ escapes % _ and itself), used with dialect.like. */
export const containsPattern = (s: string) => `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

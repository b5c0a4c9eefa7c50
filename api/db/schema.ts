/** Every table, for drizzle-kit and for the typed client. Each feature owns its own schema file. */
export * from './columns';
export * from '../auth/schema';
export * from '../admin/schema';
export * from '../houses/schema';
export * from '../register/schema';
export * from '../uploads/schema';
export * from '../messages/schema';
export * from '../oplog/schema';
export * from '../templates/schema';
export * from '../settings/schema';
export * from '../dashboard/schema';
export * from '../owners/schema';
export * from '../push/schema';
export * from '../sync/schema';

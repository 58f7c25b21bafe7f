export type { Db, DatabaseOptions } from './db.types';
export { connectDatabase } from './connect';
export { assertSchemaName } from './identifiers';
export { withQueryStats, oncePerRequest, type QueryStats, type RequestScopeOptions } from './request-scope';
export { cachedRead } from './read-cache';
export { kyselyFor, jsonRecordset, type Query } from './kysely';
export type { Database } from './schema';

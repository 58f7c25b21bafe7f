export type { Db, DatabaseOptions } from './db.types';
export { connectDatabase } from './connect';
export { assertSchemaName } from './identifiers';

export * from './errors';
export * from './catalog';
export * from './cart';
export * from './service';
export * from './files';
export * from './prescriptions';

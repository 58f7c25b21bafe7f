export * from './errors';
export * from './catalog';
export * from './cart';

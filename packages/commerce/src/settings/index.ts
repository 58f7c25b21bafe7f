export * from './store-settings';

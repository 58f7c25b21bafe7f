// Public API of the provider (the lead re-exports it from src/index.ts).
export * from './StoreProvider';

/** Where the store id comes from (the server-provided options, `options.base.store_id`, spec 3); `null`/empty while unknown. */
export type StoreIdGetter = () => string | number | null | undefined;

/** Progress of the wait for a store id. */
export type StoreIdStatus = 'waiting' | 'ready' | 'missing';

/** Options of `waitForStoreId`. */
export interface WaitForStoreIdOptions {
  getStoreId: StoreIdGetter;
  onFound(storeId: string): void;
  /** Called once after the last attempt found nothing. */
  onMissing(attempts: number): void;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

import { Toaster } from './Toast';
import { useStoreToasts, type StoreToastOptions } from './useStoreToasts';

/** Props of {@link StoreToaster}. */
export type StoreToasterProps = StoreToastOptions & { duration?: number };

/**
 * The storefront's toasts: listens to the cart's messages and errors and the
 * coupon events of the surrounding `StoreProvider` (through
 * {@link useStoreToasts}), and shows them with {@link Toaster}. Render it once,
 * near the root.
 *
 * @example
 * <StoreProvider client={client} initialCart={cart}><App /><StoreToaster /></StoreProvider>
 */
export function StoreToaster({ duration, labels, ...options }: StoreToasterProps) {
  const { toasts, dismiss } = useStoreToasts({ ...options, labels });
  return <Toaster toasts={toasts} onDismiss={dismiss} duration={duration} labels={labels} />;
}

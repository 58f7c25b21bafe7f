import { CommerceError } from '../errors';
import { BANK_TRANSFER_ID, CASH_ON_DELIVERY_ID, createManualProvider } from './manual.provider';
import type { PaymentProvider } from './payments.types';
import { createTestCardProvider } from './test-card.provider';

/** The payment methods the shop offers. */
export interface PaymentRegistry {
  /** The provider behind `id`; 422 PAYMENT_METHOD_UNAVAILABLE when there is none. */
  get(id: string): PaymentProvider;
  /** Every method, for the checkout's payment step. */
  list(): Array<{ id: string; title: string; kind: PaymentProvider['kind'] }>;
}

/** The spec's message for a method the shop does not offer. */
export const PAYMENT_METHOD_UNAVAILABLE_MESSAGE = 'This payment is not available, please try another payment';

/**
 * A registry over `providers` (default: the test card provider, cash on
 * delivery and bank transfer). Ids must be unique.
 *
 * @example const payments = createPaymentRegistry([createTestCardProvider()]);
 */
export function createPaymentRegistry(providers: PaymentProvider[] = defaultProviders()): PaymentRegistry {
  const byId = new Map<string, PaymentProvider>();
  for (const provider of providers) {
    if (byId.has(provider.id)) throw new Error(`Two payment providers share the id "${provider.id}"`);
    byId.set(provider.id, provider);
  }
  return {
    get(id) {
      const provider = byId.get(id);
      if (!provider) {
        throw new CommerceError({
          status: 422,
          code: 'PAYMENT_METHOD_UNAVAILABLE',
          message: PAYMENT_METHOD_UNAVAILABLE_MESSAGE,
          field: 'paymentMethod',
        });
      }
      return provider;
    },
    list: () => [...byId.values()].map(({ id, title, kind }) => ({ id, title, kind })),
  };
}

/** The built-in methods. */
export function defaultProviders(): PaymentProvider[] {
  return [
    createTestCardProvider(),
    createManualProvider(CASH_ON_DELIVERY_ID, 'Cash on delivery'),
    createManualProvider(BANK_TRANSFER_ID, 'Bank transfer'),
  ];
}

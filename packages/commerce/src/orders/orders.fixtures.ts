import { randomUUID } from 'node:crypto';
import type { Commerce } from '../commerce';
import { createPaymentRegistry, defaultProviders } from '../payments/payments.registry';
import type { PaymentProvider } from '../payments/payments.types';
import { TEST_CARD_SUCCESS } from '../payments/test-card.provider';

/** Test helpers for order tests: carts, addresses, cards and a provider that counts its calls. */

export const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: '12 Analytical Row',
  city: 'London',
  country: 'GB',
  postcode: 'N1 9GU',
  phone: '+44 20 7946 0000',
};

/** A card that expires well in the future (relative to the clocks the tests use). */
export function card(number = TEST_CARD_SUCCESS, cvc = '8642') {
  return { number, expiry_month: 12, expiry_year: 2040, cvc, name: 'Ada Lovelace' };
}

export function newKey(): string {
  return randomUUID();
}

/** A cart holding `quantity` of one variant; returns its secret token. */
export async function cartWith(commerce: Commerce, variantId: number, quantity = 1): Promise<string> {
  const { token } = await commerce.carts.add(null, { variant_id: variantId, quantity });
  return token;
}

/** The default methods, with every provider call counted (to prove nothing is charged twice). */
export function countingPayments(): { registry: ReturnType<typeof createPaymentRegistry>; calls: () => number } {
  let calls = 0;
  const providers = defaultProviders().map((provider): PaymentProvider => ({
    ...provider,
    id: provider.id,
    title: provider.title,
    kind: provider.kind,
    authorize: (request) => {
      calls += 1;
      return provider.authorize(request);
    },
    refund: (request) => provider.refund(request),
  }));
  return { registry: createPaymentRegistry(providers), calls: () => calls };
}

/**
 * The default methods, each holding its payment until the test opens the gate:
 * `reached` resolves when a payment is being taken, so the test can act while
 * the order waits for its money.
 */
export function gatedPayments(): {
  registry: ReturnType<typeof createPaymentRegistry>;
  reached: Promise<void>;
  open: () => void;
} {
  let markReached: () => void = () => undefined;
  let open: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (markReached = resolve));
  const gate = new Promise<void>((resolve) => (open = resolve));
  const providers = defaultProviders().map((provider): PaymentProvider => ({
    ...provider,
    authorize: async (request) => {
      markReached();
      await gate;
      return provider.authorize(request);
    },
  }));
  return { registry: createPaymentRegistry(providers), reached, open };
}

/** On-hand stock of a variant. */
export async function stockOf(commerce: Commerce, variantId: number): Promise<number> {
  const [row] = await commerce.db.query<{ on_hand: number }>(
    'SELECT on_hand FROM inventory_levels WHERE variant_id = $1',
    [variantId],
  );
  return row?.on_hand ?? 0;
}

/** Sets the stock of a variant. */
export async function setStock(commerce: Commerce, variantId: number, onHand: number): Promise<void> {
  await commerce.db.query('UPDATE inventory_levels SET on_hand = $2 WHERE variant_id = $1', [variantId, onHand]);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerce, type Commerce, RATE_LIMITS } from '@vitrine/commerce';
import type { AppLoadContext } from 'react-router';
import { limitCouponTries, limitOrderLookups } from './rate-limit.server';

describe('rate limits of the store API', () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await createCommerce({ seed: false });
  }, 180_000); // migrating a fresh embedded database takes minutes on a loaded 2-core machine
  afterAll(() => commerce?.close());

  const from = (clientIp: string) => ({ commerce, clientIp }) as AppLoadContext;

  it('allows the order look-ups of the limit from one address, then answers 429 with the spec text', async () => {
    for (let i = 0; i < RATE_LIMITS.orderLookup.limit; i++) await limitOrderLookups(from('203.0.113.7'));
    await expect(limitOrderLookups(from('203.0.113.7'))).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Frequent operations, please try again tomorrow',
    });
    await expect(limitOrderLookups(from('203.0.113.8'))).resolves.toBeUndefined();
  });

  it('limits coupon tries per cart as well as per address', async () => {
    for (let i = 0; i < RATE_LIMITS.couponApply.limit; i++) {
      await limitCouponTries(from(`198.51.100.${i}`), 'cart-token-a');
    }
    await expect(limitCouponTries(from('198.51.100.250'), 'cart-token-a')).rejects.toMatchObject({ status: 429 });
    await expect(limitCouponTries(from('198.51.100.251'), 'cart-token-b')).resolves.toBeUndefined();
  });
});

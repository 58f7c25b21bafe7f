import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { wholeUnits } from './rewards.builtin';
import { givePoints, newCustomer, newOrder } from './rewards.fixtures';
import type { RewardsService } from './rewards';
import { REWARDS_TOKEN_LIFETIME_SECONDS } from './rewards.token';

let commerce: Commerce;
let rewards: RewardsService;

beforeAll(async () => {
  commerce = await openTestCommerce();
  rewards = commerce.money.rewards;
}, 120_000);
afterAll(() => commerce.close());

async function signedIn() {
  const id = await newCustomer(commerce.db);
  const { token } = await rewards.getToken(id);
  return { id, who: { customerId: String(id), customerEmail: 'x@example.com', authToken: token } };
}

describe('rewards tokens', () => {
  it('gives an empty token when signed out and a verifiable one when signed in', async () => {
    expect(await rewards.getToken(null)).toEqual({ token: '' });
    const { id, who } = await signedIn();
    expect(await rewards.tokens.verify(who.authToken)).toBe(id);
  });

  it('refuses forged, altered and expired tokens', async () => {
    const { id, who } = await signedIn();
    const [customer, expires, signature] = who.authToken.split('.');
    expect(await rewards.tokens.verify(`${id + 1}.${expires}.${signature}`)).toBeNull();
    expect(await rewards.tokens.verify(`${customer}.${Number(expires) + 1}.${signature}`)).toBeNull();
    expect(await rewards.tokens.verify('garbage')).toBeNull();
    const issued = new Date('2030-01-01T00:00:00Z');
    const token = await rewards.tokens.issue(id, issued);
    const justBefore = new Date(issued.getTime() + (REWARDS_TOKEN_LIFETIME_SECONDS - 1) * 1000);
    const atExpiry = new Date(issued.getTime() + REWARDS_TOKEN_LIFETIME_SECONDS * 1000);
    expect(await rewards.tokens.verify(token, justBefore)).toBe(id);
    expect(await rewards.tokens.verify(token, atExpiry)).toBeNull();
  });

  it('answers 401 without a valid token and 403 for another customer', async () => {
    const { who } = await signedIn();
    await expectCommerceError(rewards.points({ ...who, authToken: 'nope' }), {
      status: 401,
      code: 'REWARDS_TOKEN_INVALID',
      field: 'authToken',
    });
    await expectCommerceError(rewards.points({ customerId: who.customerId }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'authToken',
    });
    const other = await signedIn();
    await expectCommerceError(rewards.points({ ...who, customerId: other.who.customerId }), {
      status: 403,
      code: 'REWARDS_CUSTOMER_MISMATCH',
      field: 'customerId',
    });
  });
});

describe('earning points', () => {
  it('counts whole currency units', () => {
    expect(wholeUnits(1299, 'USD')).toBe(12);
    expect(wholeUnits(99, 'USD')).toBe(0);
    expect(wholeUnits(100, 'USD')).toBe(1);
    expect(wholeUnits(1299, 'JPY')).toBe(1299);
  });

  it('awards a paid order once, however often it is called', async () => {
    const { id, who } = await signedIn();
    const order = await newOrder(commerce.db, { customerId: id, total: 12_599 });
    expect(await rewards.awardPointsForOrder(order)).toEqual({
      orderId: order,
      customerId: id,
      awarded: 125,
      balance: 125,
    });
    const again = await Promise.all([rewards.awardPointsForOrder(order), rewards.awardPointsForOrder(order)]);
    expect(again.map((result) => result.awarded)).toEqual([0, 0]);
    expect(await rewards.points(who)).toEqual({ points: 125, points_current_with_name: '125 Points' });
  });

  it('awards nothing for unpaid, guest or sub-unit orders, and 404 for an unknown one', async () => {
    const { id, who } = await signedIn();
    const unpaid = await newOrder(commerce.db, { customerId: id, total: 5000, paymentStatus: 'unpaid' });
    expect((await rewards.awardPointsForOrder(unpaid)).awarded).toBe(0);
    const guest = await newOrder(commerce.db, { customerId: null, total: 5000 });
    expect(await rewards.awardPointsForOrder(guest)).toMatchObject({ awarded: 0, balance: null });
    const tiny = await newOrder(commerce.db, { customerId: id, total: 99 });
    expect((await rewards.awardPointsForOrder(tiny)).awarded).toBe(0);
    const one = await newOrder(commerce.db, { customerId: id, total: 100 });
    expect((await rewards.awardPointsForOrder(one)).awarded).toBe(1);
    expect(await rewards.points(who)).toEqual({ points: 1, points_current_with_name: '1 Point' });
    await expectCommerceError(rewards.awardPointsForOrder(999_999), { status: 404, code: 'ORDER_NOT_FOUND' });
    // Once paid later, the same order earns.
    await commerce.db.query("UPDATE orders SET payment_status = 'paid' WHERE id = $1", [unpaid]);
    expect((await rewards.awardPointsForOrder(unpaid)).awarded).toBe(50);
  });
});

describe('campaigns and redeeming', () => {
  it('lists the seeded campaigns cheapest first with their discount type', async () => {
    const { campaigns } = await rewards.campaigns();
    expect(campaigns.map((campaign) => campaign.data.discount_type).sort()).toEqual([
      'fixed_cart',
      'fixed_cart',
      'percent',
      'product',
    ]);
    const costs = campaigns.map((campaign) => campaign.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    for (const campaign of campaigns)
      expect(campaign).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
  });

  it('turns points into a one-time coupon and deducts the cost', async () => {
    const { campaigns } = await rewards.campaigns();
    const { id, who } = await signedIn();
    await givePoints(commerce.db, id, 6000);
    for (const campaign of campaigns) {
      const answer = await rewards.redeem({ ...who, templateId: campaign.id });
      expect(answer.name).toBe(campaign.title);
      expect(answer.rule_code).toMatch(/^RW-[A-Z2-9]{10}$/);
      const [coupon] = await commerce.db.query<{
        discount_type: string;
        value: number;
        usage_limit: number;
        rule_data: { applies_to?: { product_ids: number[] } };
      }>('SELECT discount_type, value, usage_limit, rule_data FROM coupons WHERE code = $1', [answer.rule_code]);
      expect(coupon?.usage_limit).toBe(1);
      const expectedType = campaign.data.discount_type === 'percent' ? 'percentage' : 'fixed_amount';
      expect(coupon?.discount_type).toBe(expectedType);
      if (campaign.data.discount_type === 'product') {
        expect(coupon?.rule_data.applies_to?.product_ids).toHaveLength(1);
        expect(coupon?.value).toBeGreaterThan(0);
      } else {
        expect(coupon?.value).toBe(campaign.data.value);
      }
    }
    const spent = campaigns.reduce((sum, campaign) => sum + campaign.cost, 0);
    expect((await rewards.points(who)).points).toBe(6000 - spent);
  });

  it('refuses a redeem the points do not cover, at the exact bound', async () => {
    const { campaigns } = await rewards.campaigns();
    const cheapest = campaigns[0]!;
    const { id, who } = await signedIn();
    await givePoints(commerce.db, id, cheapest.cost - 1);
    await expectCommerceError(rewards.redeem({ ...who, templateId: cheapest.id }), {
      status: 422,
      code: 'REWARDS_NOT_ENOUGH_POINTS',
      field: 'templateId',
    });
    expect((await rewards.points(who)).points).toBe(cheapest.cost - 1);
    await givePoints(commerce.db, id, cheapest.cost);
    await rewards.redeem({ ...who, templateId: cheapest.id });
    expect((await rewards.points(who)).points).toBe(0);
  });

  it('refuses unknown campaigns and bad ids', async () => {
    const { id, who } = await signedIn();
    await givePoints(commerce.db, id, 10_000);
    await expectCommerceError(rewards.redeem({ ...who, templateId: 424242 }), {
      status: 404,
      code: 'REWARDS_CAMPAIGN_NOT_FOUND',
      field: 'templateId',
    });
    await expectCommerceError(rewards.redeem({ ...who, templateId: 'abc' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'templateId',
    });
    expect((await rewards.points(who)).points).toBe(10_000);
  });

  it('never goes below 0 under concurrent redeems', async () => {
    const { campaigns } = await rewards.campaigns();
    const cheapest = campaigns[0]!;
    const { id, who } = await signedIn();
    await givePoints(commerce.db, id, cheapest.cost * 3);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => rewards.redeem({ ...who, templateId: cheapest.id })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect((await rewards.points(who)).points).toBe(0);
    const [ledger] = await commerce.db.query<{ spent: number; coupons: number }>(
      "SELECT -sum(delta)::int AS spent, count(coupon_code)::int AS coupons FROM reward_ledger WHERE customer_id = $1 AND reason = 'redeem'",
      [id],
    );
    expect(ledger).toEqual({ spent: cheapest.cost * 3, coupons: 3 });
  });
});

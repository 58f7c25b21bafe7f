import { describe, expect, it } from 'vitest';
import { orderBadges, pageFromQuery } from './account-orders';

describe('pageFromQuery', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['999999', 1],
  ])('%j → page %i', (value, page) => {
    expect(pageFromQuery(value)).toBe(page);
  });
});

describe('orderBadges', () => {
  it('shows payment and shipping for an open order', () => {
    expect(orderBadges({ status: 'open', paymentStatus: 'paid', fulfillmentStatus: 'fulfilled' })).toEqual([
      { key: 'account.status.paid', tone: 'positive' },
      { key: 'account.status.fulfilled', tone: 'positive' },
    ]);
    expect(orderBadges({ status: 'open', paymentStatus: 'partial_refund', fulfillmentStatus: 'unfulfilled' })).toEqual([
      { key: 'account.status.partiallyRefunded', tone: 'neutral' },
      { key: 'account.status.unfulfilled', tone: 'neutral' },
    ]);
  });
  it('says only "cancelled" for a cancelled order', () => {
    expect(orderBadges({ status: 'cancelled', paymentStatus: 'unpaid', fulfillmentStatus: 'unfulfilled' })).toEqual([
      { key: 'account.status.cancelled', tone: 'critical' },
    ]);
  });
});

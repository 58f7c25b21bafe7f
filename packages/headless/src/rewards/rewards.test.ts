import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../client/StoreApiError';
import {
  IDLE_REDEEM,
  REDEEM_FAILED_MESSAGE,
  campaignDiscountKind,
  campaignIdOf,
  campaignView,
  couponFromRedeem,
  isRedeemable,
  pointsFromResponse,
  redeemErrorMessage,
} from './rewards';
import { INITIAL_REWARDS_STATE, rewardsReducer, rewardsStatus } from './rewardsState';

describe('campaignDiscountKind', () => {
  it('maps fixed_cart to a fixed amount, percent to a percentage, anything else to a product', () => {
    expect(campaignDiscountKind('fixed_cart')).toBe('fixed-amount');
    expect(campaignDiscountKind('percent')).toBe('percentage');
    expect(campaignDiscountKind('free_product')).toBe('product');
    expect(campaignDiscountKind('FIXED_CART')).toBe('product');
    expect(campaignDiscountKind('')).toBe('product');
    expect(campaignDiscountKind(undefined)).toBe('product');
  });
});

describe('isRedeemable', () => {
  it('is true when the points cover the cost', () => {
    expect(isRedeemable(499, 500)).toBe(false);
    expect(isRedeemable(500, 500)).toBe(true);
    expect(isRedeemable(501, 500)).toBe(true);
    expect(isRedeemable(0, 0)).toBe(true);
  });

  it('is false while the points are unknown', () => {
    expect(isRedeemable(null, 0)).toBe(false);
    expect(isRedeemable(undefined, 0)).toBe(false);
    expect(isRedeemable(Number.NaN, 0)).toBe(false);
  });
});

describe('campaignIdOf', () => {
  it('keeps any id, including 0, and is null without one', () => {
    expect(campaignIdOf({ id: 12 })).toBe(12);
    expect(campaignIdOf({ id: 0 })).toBe(0);
    expect(campaignIdOf({ id: 'tpl-1' })).toBe('tpl-1');
    expect(campaignIdOf({ id: '' })).toBeNull();
    expect(campaignIdOf({ id: null })).toBeNull();
    expect(campaignIdOf({})).toBeNull();
  });
});

describe('redeemErrorMessage', () => {
  it('prefers the server message', () => {
    expect(
      redeemErrorMessage(new StoreApiError({ status: 422, code: 'NOT_ENOUGH_POINTS', message: 'Not enough points' })),
    ).toBe('Not enough points');
    const httpError = Object.assign(new Error('Request failed with status code 400'), {
      response: { data: { message: 'Campaign ended' } },
    });
    expect(redeemErrorMessage(httpError)).toBe('Campaign ended');
  });

  it('falls back to the error message, then a generic text', () => {
    const httpError = Object.assign(new Error('Request failed with status code 500'), {
      response: { data: { message: '' } },
    });
    expect(redeemErrorMessage(httpError)).toBe('Request failed with status code 500');
    expect(redeemErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(redeemErrorMessage(new Error(''))).toBe(REDEEM_FAILED_MESSAGE);
    expect(redeemErrorMessage('nope')).toBe(REDEEM_FAILED_MESSAGE);
    expect(redeemErrorMessage(null)).toBe(REDEEM_FAILED_MESSAGE);
  });
});

describe('answers', () => {
  it('reads points as a number', () => {
    expect(pointsFromResponse({ points: '120', points_current_with_name: '120 Points' })).toBe(120);
    expect(pointsFromResponse({ points: 80, points_current_with_name: '80 Points' })).toBe(80);
    expect(pointsFromResponse({ points: 'many', points_current_with_name: '' })).toBeNull();
    expect(pointsFromResponse({ points: '', points_current_with_name: '' })).toBeNull();
  });

  it('turns a redeem answer into the coupon view', () => {
    expect(couponFromRedeem({ name: '$5 off', rule_code: 'RWD-5' })).toEqual({ name: '$5 off', code: 'RWD-5' });
  });
});

describe('campaignView', () => {
  const campaign = { id: 1, title: '$5 off', cost: 500, data: { discount_type: 'fixed_cart' } };

  it('marks it redeemable at the cost and disabled below it', () => {
    expect(campaignView(campaign, 500, IDLE_REDEEM)).toMatchObject({
      id: 1,
      kind: 'fixed-amount',
      isRedeemable: true,
      isRedeemDisabled: false,
    });
    expect(campaignView(campaign, 499, IDLE_REDEEM)).toMatchObject({ isRedeemable: false, isRedeemDisabled: true });
  });

  it('disables the button while loading and without a campaign id, and enables it again after a failure', () => {
    expect(campaignView(campaign, 900, { status: 'loading' }).isRedeemDisabled).toBe(true);
    expect(campaignView(campaign, 900, { status: 'failure', message: 'x' }).isRedeemDisabled).toBe(false);
    expect(campaignView({ ...campaign, id: null }, 900, IDLE_REDEEM)).toMatchObject({
      id: null,
      isRedeemDisabled: true,
    });
  });
});

describe('rewardsReducer', () => {
  it('moves a button idle → loading → failure → loading → success, per campaign', () => {
    let state = rewardsReducer(INITIAL_REWARDS_STATE, { type: 'redeem/started', campaignId: '1' });
    expect(state.redeems).toEqual({ '1': { status: 'loading' } });
    state = rewardsReducer(state, { type: 'redeem/failed', campaignId: '1', message: 'Campaign ended' });
    state = rewardsReducer(state, { type: 'redeem/started', campaignId: '2' });
    expect(state.redeems).toEqual({
      '1': { status: 'failure', message: 'Campaign ended' },
      '2': { status: 'loading' },
    });
    state = rewardsReducer(state, { type: 'redeem/succeeded', campaignId: '2', coupon: { name: 'n', code: 'C' } });
    expect(state.redeems['2']).toEqual({ status: 'success', coupon: { name: 'n', code: 'C' } });
    state = rewardsReducer(state, { type: 'redeem/reset', campaignId: '2' });
    expect(state.redeems['2']).toEqual({ status: 'idle' });
  });

  it('tracks points and campaigns loading into one status', () => {
    let state = rewardsReducer(INITIAL_REWARDS_STATE, { type: 'points/loading' });
    expect(rewardsStatus(state)).toBe('loading');
    state = rewardsReducer(state, {
      type: 'points/loaded',
      response: { points: '50', points_current_with_name: '50 Points' },
    });
    expect(state).toMatchObject({ points: 50, pointsLabel: '50 Points', pointsStatus: 'idle' });
    const error = new StoreApiError({ status: 500, code: 'X', message: 'x' });
    state = rewardsReducer(state, { type: 'campaigns/failed', error });
    expect(rewardsStatus(state)).toBe('error');
    expect(state.error).toBe(error);
    state = rewardsReducer(state, { type: 'points/cleared' });
    expect(state.points).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  PAYMENT_ICON_WIDTH_PX,
  PAYMENT_ICONS_DEFAULT_VISIBLE,
  PAYMENT_ICONS_MAX,
  PAYMENT_ICONS_MIN,
  PAYMENT_ICONS_RESIZE_DEBOUNCE_MS,
  paymentIconCountForViewport,
  paymentIconCountForWidth,
  paymentIconsFor,
  visiblePaymentIconCount,
} from './paymentIcons';
import type { PaymentIcon } from './paymentIcons.types';

const icon = (status: string, url = `/icons/${status}.svg`): PaymentIcon => ({ status, icon: { url } });

describe('spec constants', () => {
  it('are default 5, 48 px each, 2 to 8, debounce 200 ms', () => {
    expect([PAYMENT_ICONS_DEFAULT_VISIBLE, PAYMENT_ICON_WIDTH_PX, PAYMENT_ICONS_MIN, PAYMENT_ICONS_MAX]).toEqual([
      5, 48, 2, 8,
    ]);
    expect(PAYMENT_ICONS_RESIZE_DEBOUNCE_MS).toBe(200);
  });
});

describe('paymentIconCountForWidth (spec 9)', () => {
  it.each([
    [1, 2],
    [47, 2],
    [48, 2],
    [95, 2],
    [96, 2],
    [97, 2],
    [143, 2],
    [144, 3],
    [191, 3],
    [192, 4],
    [335, 6],
    [336, 7],
    [383, 7],
    [384, 8],
    [431, 8],
    [432, 8],
    [5000, 8],
  ])('fits %i px to %i icons', (width, count) => {
    expect(paymentIconCountForWidth(width)).toBe(count);
  });
});

describe('paymentIconCountForViewport (spec 9)', () => {
  it.each([
    [320, 3],
    [349, 3],
    [350, 4],
    [399, 4],
    [400, 5],
    [767, 5],
    [768, 6],
    [1023, 6],
    [1024, 8],
    [1920, 8],
  ])('gives a %i px viewport %i icons', (width, count) => {
    expect(paymentIconCountForViewport(width)).toBe(count);
  });
});

describe('visiblePaymentIconCount (spec 9)', () => {
  it('uses the container width when it has one', () => {
    expect(visiblePaymentIconCount(200, 1280)).toBe(4);
    expect(visiblePaymentIconCount(1, 1280)).toBe(2);
  });
  it('falls back to the viewport width when the container has none', () => {
    expect(visiblePaymentIconCount(0, 390)).toBe(4);
    expect(visiblePaymentIconCount(null, 1023)).toBe(6);
    expect(visiblePaymentIconCount(undefined, 1024)).toBe(8);
    expect(visiblePaymentIconCount(Number.NaN, 349)).toBe(3);
  });
  it('is 5 when nothing can be measured', () => {
    expect(visiblePaymentIconCount(null)).toBe(5);
    expect(visiblePaymentIconCount(0, 0)).toBe(5);
  });
});

describe('paymentIconsFor (spec 9)', () => {
  const icons = [icon('credit_card', '/visa.svg'), icon('paypal'), icon('credit_card', '/amex.svg'), icon('wallet')];
  it('shows only credit_card icons at the payment position, in order', () => {
    expect(paymentIconsFor('payment', icons).map((i) => i.icon.url)).toEqual(['/visa.svg', '/amex.svg']);
  });
  it('shows every icon elsewhere', () => {
    expect(paymentIconsFor('footer', icons)).toEqual(icons);
    expect(paymentIconsFor(undefined, icons)).toEqual(icons);
  });
  it('leaves out icons without an image', () => {
    expect(paymentIconsFor('footer', [icon('paypal', ''), icon('wallet')]).map((i) => i.status)).toEqual(['wallet']);
  });
});

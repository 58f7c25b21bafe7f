import { describe, expect, it } from 'vitest';
import { CommerceError } from '../errors';
import { passesLuhn } from './card.validate';
import { BANK_TRANSFER_ID, CASH_ON_DELIVERY_ID, createManualProvider } from './manual.provider';
import { PAYMENT_CODES, PAYMENT_MESSAGES, isPaymentCode } from './payments.codes';
import { createPaymentRegistry, PAYMENT_METHOD_UNAVAILABLE_MESSAGE } from './payments.registry';
import { createTestCardProvider, TEST_CARDS, TEST_CARD_SUCCESS } from './test-card.provider';

const card = (number: string) => ({ number, expiryMonth: 12, expiryYear: 2040, cvc: '123', name: 'Ada Lovelace' });
const request = (number: string, idempotencyKey = `key-${number}`) => ({
  amount: 1999,
  currency: 'USD',
  orderNumber: 'VT-100001',
  card: card(number),
  idempotencyKey,
});

/** The outcomes the test provider must be able to produce (spec section 8, cards and general). */
const REQUIRED_OUTCOMES = [
  'PAYMENT_GENERIC_ERROR',
  'PAYMENT_UNAVAILABLE',
  'PAYMENT_TIMEOUT',
  'PAYMENT_DECLINED',
  'PAYMENT_INSUFFICIENT_FUNDS',
  'PAYMENT_CANCELED',
  'PAYMENT_REPEAT_TRANSACTION',
  'PAYMENT_CARD_INVALID',
  'PAYMENT_CARD_DECLINED',
  'PAYMENT_CARD_3DS_NOT_VERIFIED',
  'PAYMENT_CARD_LOST',
  'PAYMENT_CARD_EXPIRED',
  'PAYMENT_CARD_UNSUPPORTED',
  'PAYMENT_CARD_WRONG_CVV',
  'PAYMENT_CARD_WRONG_EXPIRATION_DATE',
  'PAYMENT_CARD_INSUFFICIENT_FUNDS',
  'PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME',
  'PAYMENT_CARD_PIN_RETRY_LIMIT',
  'PAYMENT_CARD_RESTRICTED',
  'PAYMENT_CARD_VERIFICATION_FAILED',
  'PAYMENT_WRONG_ZIPCODE',
  'PAYMENT_EXPIRED',
  'PAYMENT_PENDING',
  'PAYMENT_EXCEEDED_PRICE_LIMIT',
  'PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT',
  'PAYMENT_UNSUPPORTED_COUNTRY',
  'PAYMENT_UNSUPPORTED_CURRENCY',
  'PAYMENT_POLICY_REASONS',
  'PAYMENT_SHIPPING_ADDRESS_INCORRECT',
  'PAYMENT_EMAIL_INVALID',
];

describe('payment codes', () => {
  it('has a message for every code that tells the shopper to retry or pay another way', () => {
    expect(PAYMENT_CODES.length).toBe(Object.keys(PAYMENT_MESSAGES).length);
    for (const { code, message } of PAYMENT_CODES) {
      expect(code).toMatch(/^PAYMENT_[A-Z0-9_]+$/);
      expect(message, code).toMatch(/try again|another (card|payment method)|contact your bank/i);
    }
    expect(isPaymentCode('PAYMENT_CARD_LOST')).toBe(true);
    expect(isPaymentCode('CARD_LOST')).toBe(false);
  });
});

describe('the test card provider', () => {
  it('lists Luhn-valid 16-digit numbers, one per outcome, covering every required outcome', () => {
    for (const number of Object.keys(TEST_CARDS)) {
      expect(number).toMatch(/^\d{16}$/);
      expect(passesLuhn(number), number).toBe(true);
    }
    const codes = Object.values(TEST_CARDS).flatMap((outcome) => (outcome.code ? [outcome.code] : []));
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...REQUIRED_OUTCOMES].sort());
  });

  it('answers each number with its outcome', async () => {
    const provider = createTestCardProvider();
    expect(await provider.authorize(request(TEST_CARD_SUCCESS))).toMatchObject({ status: 'paid' });
    for (const [number, outcome] of Object.entries(TEST_CARDS)) {
      const result = await provider.authorize(request(number));
      expect(result, number).toMatchObject(outcome);
      expect(result.reference).not.toContain(number);
    }
    expect(await provider.authorize(request('4000000000000408'))).toMatchObject({
      status: 'failed',
      code: 'PAYMENT_CARD_DECLINED',
    });
  });

  it('answers a repeated idempotency key with the first answer', async () => {
    const provider = createTestCardProvider();
    const first = await provider.authorize(request(TEST_CARD_SUCCESS, 'same-key'));
    const again = await provider.authorize(request('4000000000000093', 'same-key'));
    expect(again).toEqual(first);
  });
});

describe('manual providers and the registry', () => {
  it('manual methods leave the payment pending', async () => {
    const provider = createManualProvider(CASH_ON_DELIVERY_ID, 'Cash on delivery');
    expect(provider.kind).toBe('manual');
    expect(
      await provider.authorize({ amount: 100, currency: 'USD', orderNumber: 'VT-1', idempotencyKey: 'k' }),
    ).toMatchObject({
      status: 'pending',
    });
    expect((await provider.refund({ reference: 'r', amount: 1, currency: 'USD', idempotencyKey: 'k' })).status).toBe(
      'refunded',
    );
  });

  it('offers the built-in methods and refuses unknown ones with the spec message', () => {
    const registry = createPaymentRegistry();
    expect(registry.list().map((method) => method.id)).toEqual(['test_card', CASH_ON_DELIVERY_ID, BANK_TRANSFER_ID]);
    let error: unknown;
    try {
      registry.get('paypal');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CommerceError);
    expect((error as CommerceError).toJSON()).toMatchObject({
      status: 422,
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      message: PAYMENT_METHOD_UNAVAILABLE_MESSAGE,
    });
    const twice = createManualProvider(BANK_TRANSFER_ID, 'Bank transfer');
    expect(() => createPaymentRegistry([twice, twice])).toThrow(/share the id/);
  });
});

describe('test card provider with tokenized cards', () => {
  const expiry = { expiryMonth: 12, expiryYear: 2040, cvc: '123', name: 'Ada Lovelace' };

  it('answers every test card the same through its reference as with the number, and the reference hides the number', async () => {
    const provider = createTestCardProvider();
    for (const number of [...Object.keys(TEST_CARDS), '4000000000000002']) {
      const { reference } = await provider.tokenize!({ number, ...expiry });
      expect(reference).not.toContain(number.slice(-8));
      const viaCard = await provider.authorize({
        amount: 500,
        currency: 'USD',
        orderNumber: 'VT-1',
        card: { number, ...expiry },
        idempotencyKey: `card-${number}`,
      });
      const viaReference = await provider.authorize({
        amount: 500,
        currency: 'USD',
        orderNumber: 'VT-1',
        cardReference: reference,
        idempotencyKey: `ref-${number}`,
      });
      expect({ status: viaReference.status, code: viaReference.code }).toEqual({
        status: viaCard.status,
        code: viaCard.code,
      });
    }
  });

  it('declines a reference it never handed out', async () => {
    const result = await createTestCardProvider().authorize({
      amount: 500,
      currency: 'USD',
      orderNumber: 'VT-1',
      cardReference: 'tccard_made_up',
      idempotencyKey: 'made-up',
    });
    expect(result).toMatchObject({ status: 'failed', code: 'PAYMENT_CARD_DECLINED' });
  });
});

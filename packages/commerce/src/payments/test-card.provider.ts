import { createHash } from 'node:crypto';
import type { PaymentCode } from './payments.codes';
import type { AuthorizeResult, PaymentProvider, PaymentStatus } from './payments.types';

/** Id of the built-in test card provider (`paymentMethod` at checkout). */
export const TEST_CARD_PROVIDER_ID = 'test_card';

/** The card that always pays. */
export const TEST_CARD_SUCCESS = '4242424242424242';

/**
 * Test card numbers and what each one does. All are Luhn-valid, so they pass
 * the card form; any expiry in the future, any 3–4 digit CVC and any name work.
 * A valid number that is not listed here is declined (PAYMENT_CARD_DECLINED),
 * as a test gateway does with real cards.
 *
 * | number           | outcome |
 * |------------------|---------|
 * | 4242424242424242 | paid |
 * | 4000000000000010 | PAYMENT_GENERIC_ERROR |
 * | 4000000000000028 | PAYMENT_UNAVAILABLE |
 * | 4000000000000036 | PAYMENT_TIMEOUT |
 * | 4000000000000044 | PAYMENT_DECLINED |
 * | 4000000000000051 | PAYMENT_INSUFFICIENT_FUNDS |
 * | 4000000000000069 | PAYMENT_CANCELED |
 * | 4000000000000077 | PAYMENT_REPEAT_TRANSACTION |
 * | 4000000000000085 | PAYMENT_CARD_INVALID |
 * | 4000000000000093 | PAYMENT_CARD_DECLINED |
 * | 4000000000000101 | PAYMENT_CARD_3DS_NOT_VERIFIED |
 * | 4000000000000119 | PAYMENT_CARD_LOST |
 * | 4000000000000127 | PAYMENT_CARD_EXPIRED |
 * | 4000000000000135 | PAYMENT_CARD_UNSUPPORTED |
 * | 4000000000000143 | PAYMENT_CARD_WRONG_CVV |
 * | 4000000000000150 | PAYMENT_CARD_WRONG_EXPIRATION_DATE |
 * | 4000000000000168 | PAYMENT_CARD_INSUFFICIENT_FUNDS |
 * | 4000000000000176 | PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME |
 * | 4000000000000184 | PAYMENT_CARD_PIN_RETRY_LIMIT |
 * | 4000000000000192 | PAYMENT_CARD_RESTRICTED |
 * | 4000000000000200 | PAYMENT_CARD_VERIFICATION_FAILED |
 * | 4000000000000218 | PAYMENT_WRONG_ZIPCODE |
 * | 4000000000000226 | PAYMENT_EXPIRED |
 * | 4000000000000234 | pending (PAYMENT_PENDING): the order waits unpaid |
 * | 4000000000000242 | PAYMENT_EXCEEDED_PRICE_LIMIT |
 * | 4000000000000259 | PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT |
 * | 4000000000000267 | PAYMENT_UNSUPPORTED_COUNTRY |
 * | 4000000000000275 | PAYMENT_UNSUPPORTED_CURRENCY |
 * | 4000000000000283 | PAYMENT_POLICY_REASONS |
 * | 4000000000000291 | PAYMENT_SHIPPING_ADDRESS_INCORRECT |
 * | 4000000000000309 | PAYMENT_EMAIL_INVALID |
 */
export const TEST_CARDS: Readonly<Record<string, { status: PaymentStatus; code?: PaymentCode }>> = {
  [TEST_CARD_SUCCESS]: { status: 'paid' },
  '4000000000000010': { status: 'failed', code: 'PAYMENT_GENERIC_ERROR' },
  '4000000000000028': { status: 'failed', code: 'PAYMENT_UNAVAILABLE' },
  '4000000000000036': { status: 'failed', code: 'PAYMENT_TIMEOUT' },
  '4000000000000044': { status: 'failed', code: 'PAYMENT_DECLINED' },
  '4000000000000051': { status: 'failed', code: 'PAYMENT_INSUFFICIENT_FUNDS' },
  '4000000000000069': { status: 'failed', code: 'PAYMENT_CANCELED' },
  '4000000000000077': { status: 'failed', code: 'PAYMENT_REPEAT_TRANSACTION' },
  '4000000000000085': { status: 'failed', code: 'PAYMENT_CARD_INVALID' },
  '4000000000000093': { status: 'failed', code: 'PAYMENT_CARD_DECLINED' },
  '4000000000000101': { status: 'failed', code: 'PAYMENT_CARD_3DS_NOT_VERIFIED' },
  '4000000000000119': { status: 'failed', code: 'PAYMENT_CARD_LOST' },
  '4000000000000127': { status: 'failed', code: 'PAYMENT_CARD_EXPIRED' },
  '4000000000000135': { status: 'failed', code: 'PAYMENT_CARD_UNSUPPORTED' },
  '4000000000000143': { status: 'failed', code: 'PAYMENT_CARD_WRONG_CVV' },
  '4000000000000150': { status: 'failed', code: 'PAYMENT_CARD_WRONG_EXPIRATION_DATE' },
  '4000000000000168': { status: 'failed', code: 'PAYMENT_CARD_INSUFFICIENT_FUNDS' },
  '4000000000000176': { status: 'failed', code: 'PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME' },
  '4000000000000184': { status: 'failed', code: 'PAYMENT_CARD_PIN_RETRY_LIMIT' },
  '4000000000000192': { status: 'failed', code: 'PAYMENT_CARD_RESTRICTED' },
  '4000000000000200': { status: 'failed', code: 'PAYMENT_CARD_VERIFICATION_FAILED' },
  '4000000000000218': { status: 'failed', code: 'PAYMENT_WRONG_ZIPCODE' },
  '4000000000000226': { status: 'failed', code: 'PAYMENT_EXPIRED' },
  '4000000000000234': { status: 'pending', code: 'PAYMENT_PENDING' },
  '4000000000000242': { status: 'failed', code: 'PAYMENT_EXCEEDED_PRICE_LIMIT' },
  '4000000000000259': { status: 'failed', code: 'PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT' },
  '4000000000000267': { status: 'failed', code: 'PAYMENT_UNSUPPORTED_COUNTRY' },
  '4000000000000275': { status: 'failed', code: 'PAYMENT_UNSUPPORTED_CURRENCY' },
  '4000000000000283': { status: 'failed', code: 'PAYMENT_POLICY_REASONS' },
  '4000000000000291': { status: 'failed', code: 'PAYMENT_SHIPPING_ADDRESS_INCORRECT' },
  '4000000000000309': { status: 'failed', code: 'PAYMENT_EMAIL_INVALID' },
};

type TestOutcome = { status: PaymentStatus; code?: PaymentCode };

/** Any valid card number the table does not list. */
const UNLISTED_CARD: TestOutcome = { status: 'failed', code: 'PAYMENT_CARD_DECLINED' };

/** Prefix of the references `tokenize` hands out; the rest names the outcome class. */
const CARD_REFERENCE_PREFIX = 'tccard_';

function outcomeOf(number: string | undefined): TestOutcome {
  return (number !== undefined && TEST_CARDS[number]) || UNLISTED_CARD;
}

/**
 * A tokenized test card is remembered by its outcome class only (`paid` or
 * the PAYMENT_* code), which is all the provider needs to answer later and
 * says nothing about the number.
 */
function referenceForCard(number: string): string {
  return `${CARD_REFERENCE_PREFIX}${outcomeOf(number).code ?? 'paid'}`;
}

function outcomeOfReference(reference: string): TestOutcome {
  const outcomeClass = reference.startsWith(CARD_REFERENCE_PREFIX) ? reference.slice(CARD_REFERENCE_PREFIX.length) : '';
  if (outcomeClass === 'paid') return { status: 'paid' };
  return Object.values(TEST_CARDS).find((outcome) => outcome.code === outcomeClass) ?? UNLISTED_CARD;
}

/** A reference that says nothing about the card: derived from the idempotency key only. */
function referenceFor(prefix: string, idempotencyKey: string): string {
  return `${prefix}_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
}

/**
 * A card gateway for development and tests: the outcome depends only on the
 * card number (see `TEST_CARDS`), typed at checkout or tokenized before. Like a real gateway it remembers idempotency
 * keys, so a repeated request returns the first answer and charges once.
 */
export function createTestCardProvider(): PaymentProvider {
  const answered = new Map<string, AuthorizeResult>();
  return {
    id: TEST_CARD_PROVIDER_ID,
    title: 'Test card',
    kind: 'card',
    async tokenize(card) {
      return { reference: referenceForCard(card.number) };
    },
    async authorize({ card, cardReference, idempotencyKey }) {
      const earlier = answered.get(idempotencyKey);
      if (earlier) return earlier;
      const outcome = cardReference !== undefined ? outcomeOfReference(cardReference) : outcomeOf(card?.number);
      const result: AuthorizeResult = { ...outcome, reference: referenceFor('tc', idempotencyKey) };
      answered.set(idempotencyKey, result);
      return result;
    },
    async refund({ idempotencyKey }) {
      return { status: 'refunded', reference: referenceFor('tcr', idempotencyKey) };
    },
  };
}

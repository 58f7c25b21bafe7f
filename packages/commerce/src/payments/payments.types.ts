import type { PaymentCode } from './payments.codes';

/** Card details as the shopper typed them (already validated). They live only in memory for one call. */
export interface CardInput {
  number: string;
  /** 1–12 */
  expiryMonth: number;
  /** four digits */
  expiryYear: number;
  cvc: string;
  name: string;
}

/** What a provider is asked to take. */
export interface AuthorizeRequest {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  orderNumber: string;
  /** Card details typed at checkout (card providers only; or `cardReference`). */
  card?: CardInput;
  /** The provider's reference of a card tokenized earlier (see `PaymentProvider.tokenize`), instead of `card`. */
  cardReference?: string;
  /** The same key never charges twice, however often it is sent. */
  idempotencyKey: string;
}

/** A provider's handle on a card it keeps: opaque, says nothing about the number, safe to store. */
export interface CardReference {
  reference: string;
}

/** `paid`: money taken; `pending`: the order waits for money (manual methods, async checks); `failed`: nothing taken. */
export type PaymentStatus = 'paid' | 'pending' | 'failed';

/** A provider's answer. `reference` is the provider's id of the attempt, safe to store. */
export interface AuthorizeResult {
  status: PaymentStatus;
  code?: PaymentCode;
  reference: string;
}

export interface RefundRequest {
  /** The `reference` of the payment being refunded. */
  reference: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
}

export interface RefundResult {
  status: 'refunded' | 'failed';
  code?: PaymentCode;
  reference: string;
}

/**
 * A way to pay. The built-in ones are the test card provider and the manual
 * methods; a real gateway adapter implements the same interface.
 */
export interface PaymentProvider {
  /** Stable id the checkout sends as `paymentMethod`. */
  readonly id: string;
  readonly title: string;
  /** `card` providers need card details; `manual` ones are paid outside the shop. */
  readonly kind: 'card' | 'manual';
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /**
   * Card providers: keeps the card for one later `authorize` and returns an
   * opaque reference to it, so the shop never holds the card number.
   */
  tokenize?(card: CardInput): Promise<CardReference>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

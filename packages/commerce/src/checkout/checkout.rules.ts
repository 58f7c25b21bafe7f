/**
 * What the shop decides about where it delivers and how shoppers pay. The
 * checkout validators take these as input, so the shipping and payment
 * modules supply them from their own settings.
 */
export interface CheckoutRules {
  /**
   * ISO2 codes of the countries inside the shop's shipping zones. Absent means
   * the shop ships everywhere; an address elsewhere fails with `ADDRESS_NOT_SHIPPABLE`.
   */
  shippingCountries?: readonly string[];
  /**
   * Postcodes the shop's carriers cannot reach, per country (ISO2). A string is
   * a prefix of the postcode (spaces and case ignored: `'BT'` is all of Northern
   * Ireland, `'967'` part of Hawaii); a RegExp is tested on the postcode in its
   * normal form. A match fails with `POSTCODE_NOT_DELIVERABLE`.
   */
  undeliverablePostcodes?: Readonly<Record<string, readonly (string | RegExp)[]>>;
  /** Ids of the shipping methods the cart offers; absent means any id is accepted. */
  shippingMethodIds?: readonly string[];
  /** Codes of the payment methods the shop offers; absent means any code is accepted. */
  paymentMethodIds?: readonly string[];
  /** Payment method codes that are Klarna payments (default `['klarna']`). */
  klarnaMethodIds?: readonly string[];
  /** The shop asks for a phone number with every address (default false: optional). */
  requirePhone?: boolean;
}

/** Payment method codes treated as Klarna when the shop does not say otherwise. */
export const DEFAULT_KLARNA_METHOD_IDS: readonly string[] = ['klarna'];

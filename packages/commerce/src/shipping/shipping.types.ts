/** Enough of an address to find its shipping zone and tax rates. */
export interface ShippingAddress {
  /** ISO 3166-1 alpha-2, upper case */
  country: string;
  /** Province or state code (e.g. 'CA' for California, 'ON' for Ontario); '' when none. */
  province: string;
  postcode: string;
}

/** How a method's cost is computed. */
export type ShippingRates =
  | { type: 'flat'; amount: number }
  /** first bracket whose `up_to_grams` covers the cart's weight; `null` means "and above" */
  | { type: 'weight'; brackets: Array<{ up_to_grams: number | null; amount: number }> }
  /** highest tier whose `min_subtotal` the discounted contents total reaches */
  | { type: 'subtotal'; tiers: Array<{ min_subtotal: number; amount: number }> };

/** A shipping method of a zone. */
export interface ShippingMethodRule {
  id: string;
  title: string;
  rates: ShippingRates;
  /** free when the discounted contents total is at least this; null: never free */
  free_over: number | null;
}

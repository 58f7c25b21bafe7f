import type { LineProperty } from '@vitrine/headless/contract';
import type { AutomaticDiscount, CouponRule } from '../discounts/discounts.types';
import type { ShippingAddress, ShippingMethodRule } from '../shipping/shipping.types';
import type { TaxSettings } from '../tax/tax';

/** One cart line as the pricing pipeline sees it: prices come from the database, never from the shopper. */
export interface PricingLine {
  key: string;
  variantId: number;
  productId: number;
  /** Unit price in minor units, as stored on the variant now. */
  unitPrice: number;
  quantity: number;
  /** Weight of one unit in grams (for weight-based shipping rates). */
  weightGrams: number;
  properties: LineProperty[];
  collectionIds: number[];
}

/** Everything `priceCart` needs; it reads nothing else. */
export interface PricingInput {
  lines: PricingLine[];
  /** The coupon on the cart, already checked for dates and usage limits. */
  coupon: CouponRule | null;
  automaticDiscounts: AutomaticDiscount[];
  /** The shipping methods of the address's zone (empty when there is no address or no zone). */
  shippingMethods: ShippingMethodRule[];
  /** The method the shopper picked; the first method when none is picked or it is no longer offered. */
  selectedMethodId: string | null;
  address: ShippingAddress | null;
  tax: TaxSettings;
}

/** One part of a discount that lowered a line. */
export interface DiscountAllocation {
  source: 'automatic' | 'coupon';
  /** Automatic discount id or coupon code. */
  id: string;
  title: string;
  amount: number;
}

/** A priced line. */
export interface PricedLine {
  key: string;
  /** unit price × quantity, before discounts */
  line_subtotal: number;
  discounts: DiscountAllocation[];
  /** line_subtotal − discounts, never below 0 */
  line_total: number;
  /** tax in line_total (included or to be added, see `taxes_included`) */
  line_tax: number;
}

/** A shipping method with its price for this cart. */
export interface PricedShippingMethod {
  id: string;
  title: string;
  cost: number;
  /** the cost before a shipping discount; present only when the discount lowered it */
  regular_cost?: number;
}

/** What `priceCart` returns: every amount of the cart, in minor units. */
export interface PricedCart {
  lines: PricedLine[];
  /** sum of line_subtotal */
  cart_subtotal: number;
  /** sum of line discounts (automatic and coupon) */
  discount_total: number;
  /** sum of line_total (after discounts) */
  cart_contents_total: number;
  coupon_record: { code: string; discount_type: string; rule_data: Record<string, unknown> } | null;
  /** true when the coupon is on the cart but its conditions are not met, so it gives nothing */
  coupon_inactive_reason: string | null;
  shipping: { methods: PricedShippingMethod[]; selected: string | null };
  shipping_total: number;
  shipping_tax_total: number;
  /** all tax: lines and shipping */
  tax_total: number;
  taxes_included: boolean;
  /** contents + shipping, plus tax when prices exclude it */
  cart_total: number;
}

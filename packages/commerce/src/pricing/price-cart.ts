import { automaticLineDiscounts, inStackingOrder } from '../discounts/automatic-discounts';
import { couponLineDiscounts } from '../discounts/coupon-discounts';
import type { CouponRule } from '../discounts/discounts.types';
import type { WorkLine } from '../discounts/line-math';
import { applyShippingDiscount } from '../discounts/shipping-discount';
import { methodCost } from '../shipping/rates';
import { taxOn } from '../tax/tax';
import type { DiscountAllocation, PricedCart, PricedShippingMethod, PricingInput } from './pricing.types';

/** Why a coupon on the cart gives nothing right now, or null when it applies. */
export function couponInactiveReason(coupon: CouponRule, contentsTotal: number, quantity: number): string | null {
  if (contentsTotal < coupon.minimum_subtotal) return 'COUPON_MINIMUM_SUBTOTAL_NOT_MET';
  if (quantity < coupon.minimum_quantity) return 'COUPON_MINIMUM_QUANTITY_NOT_MET';
  return null;
}

/**
 * Prices a cart. Pure: same input, same output. The stacking order is fixed:
 *
 * 1. automatic product discounts, by `discount_order` then id, each on what the
 *    previous ones left;
 * 2. the coupon's line discount, on what step 1 left (its minimums and
 *    thresholds measure the contents after step 1);
 * 3. shipping: method costs from the contents after step 2 (free-over
 *    thresholds included), then the coupon's shipping discount;
 * 4. tax on the discounted lines and the discounted shipping.
 *
 * No amount goes below 0. Every discount is computed once for the lines it
 * covers, rounded half up to minor units, then split over the lines by the
 * largest remainder (ties to the earlier line), so shares add up exactly.
 *
 * @example
 * const priced = priceCart({ lines, coupon: null, automaticDiscounts: [], shippingMethods: [], selectedMethodId: null, address: null, tax });
 * priced.cart_total // minor units
 */
export function priceCart(input: PricingInput): PricedCart {
  const work: WorkLine[] = input.lines.map((line) => ({
    productId: line.productId,
    collectionIds: line.collectionIds,
    quantity: line.quantity,
    amount: line.unitPrice * line.quantity,
  }));
  const allocations: DiscountAllocation[][] = input.lines.map(() => []);
  const take = (shares: number[], source: DiscountAllocation['source'], id: string, title: string) => {
    shares.forEach((share, index) => {
      const line = work[index];
      const amount = Math.min(share, line?.amount ?? 0);
      if (!line || amount <= 0) return;
      line.amount -= amount;
      allocations[index]?.push({ source, id, title, amount });
    });
  };

  for (const discount of inStackingOrder(input.automaticDiscounts)) {
    take(automaticLineDiscounts(discount, work), 'automatic', String(discount.id), discount.title);
  }

  const afterAutomatic = work.reduce((sum, line) => sum + line.amount, 0);
  const quantity = work.reduce((sum, line) => sum + line.quantity, 0);
  const coupon = input.coupon;
  const inactiveReason = coupon ? couponInactiveReason(coupon, afterAutomatic, quantity) : null;
  if (coupon && inactiveReason === null) {
    take(couponLineDiscounts(coupon, work), 'coupon', coupon.code, coupon.code);
  }

  const contentsTotal = work.reduce((sum, line) => sum + line.amount, 0);
  const basis = {
    subtotal: contentsTotal,
    weightGrams: input.lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0),
  };
  let methods: PricedShippingMethod[] =
    input.lines.length === 0
      ? []
      : input.shippingMethods.map((method) => ({
          id: method.id,
          title: method.title,
          cost: methodCost(method, basis),
        }));
  if (coupon?.discount_type === 'shipping_discount' && inactiveReason === null) {
    methods = applyShippingDiscount(coupon.rule_data, methods);
  }
  const selected = methods.find((method) => method.id === input.selectedMethodId) ?? methods[0] ?? null;
  const shippingTotal = selected?.cost ?? 0;

  const taxes = input.tax;
  const lineTaxes = work.map((line) => taxOn(line.amount, taxes));
  const shippingTax = taxes.taxShipping ? taxOn(shippingTotal, taxes) : 0;
  const taxTotal = lineTaxes.reduce((sum, tax) => sum + tax, 0) + shippingTax;
  const subtotal = input.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

  return {
    lines: input.lines.map((line, index) => ({
      key: line.key,
      line_subtotal: line.unitPrice * line.quantity,
      discounts: allocations[index] ?? [],
      line_total: work[index]?.amount ?? 0,
      line_tax: lineTaxes[index] ?? 0,
    })),
    cart_subtotal: subtotal,
    discount_total: subtotal - contentsTotal,
    cart_contents_total: contentsTotal,
    coupon_record: coupon
      ? { code: coupon.code, discount_type: coupon.discount_type, rule_data: coupon.raw_rule_data }
      : null,
    coupon_inactive_reason: inactiveReason,
    shipping: { methods, selected: selected?.id ?? null },
    shipping_total: shippingTotal,
    shipping_tax_total: shippingTax,
    tax_total: taxTotal,
    taxes_included: taxes.pricesIncludeTax,
    cart_total: contentsTotal + shippingTotal + (taxes.pricesIncludeTax ? 0 : taxTotal),
  };
}

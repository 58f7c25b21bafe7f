import { CHECKOUT_STEP_PATHS, type CheckoutStep } from '@vitrine/ui';

/** The pages of the stepped checkout (spec 2), in order. */
export const CHECKOUT_PAGE_STEPS = ['contact_information', 'shipping_method', 'payment_method'] as const;
export type CheckoutPageStep = (typeof CHECKOUT_PAGE_STEPS)[number];

/** `?step=` values accepted on `/checkouts/{hash}` and `/checkouts`: the spec's step names and the path names. */
const STEP_ALIASES: Readonly<Record<string, CheckoutPageStep>> = {
  contact_information: 'contact_information',
  shipping: 'shipping_method',
  shipping_method: 'shipping_method',
  payment: 'payment_method',
  payment_method: 'payment_method',
};

/** The step a `?step=` value names, or null. */
export function stepFromQuery(value: string | null): CheckoutPageStep | null {
  return value ? (STEP_ALIASES[value] ?? null) : null;
}

/** The step a checkout path names (`/checkouts/shipping` → shipping_method), or null for other paths. */
export function stepFromPath(pathname: string): CheckoutPageStep | null {
  const found = (Object.entries(CHECKOUT_STEP_PATHS) as [CheckoutStep | 'cart', string][]).find(
    ([, path]) => path === pathname.replace(/\/$/, ''),
  );
  return found && found[0] !== 'cart' && found[0] !== 'all_in_one_checkout' ? found[0] : null;
}

/** Where a step lives. */
export function stepPath(step: CheckoutPageStep): string {
  return CHECKOUT_STEP_PATHS[step];
}

/** What the shopper has already given, as far as the steps care. */
export interface CheckoutProgress {
  hasContact: boolean;
  hasShippingMethod: boolean;
}

/**
 * The step a shopper may see: the one asked for, unless an earlier step is
 * still missing (then that one), so nobody pays without an address or a
 * shipping method.
 *
 * @example reachableStep('payment_method', { hasContact: true, hasShippingMethod: false }) // 'shipping_method'
 */
export function reachableStep(wanted: CheckoutPageStep, progress: CheckoutProgress): CheckoutPageStep {
  if (!progress.hasContact) return 'contact_information';
  if (wanted === 'payment_method' && !progress.hasShippingMethod) return 'shipping_method';
  return wanted;
}

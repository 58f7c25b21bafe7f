import type { AddToCartFormField } from '@vitrine/ui';
import type { CartActionFailure } from './cart-intents.server';

/**
 * The add-to-cart form's errors by field from a refused post (the product
 * page's action without JavaScript): the quantity, the variant, or the form.
 *
 * @example <AddToCartForm errors={addToCartErrors(actionData)} … />
 */
export function addToCartErrors(actionData: unknown): Partial<Record<AddToCartFormField, string>> {
  const failure = actionData as CartActionFailure | undefined;
  if (!failure?.error) return {};
  const field =
    failure.error.field === 'quantity' || failure.error.field === 'variant_id' ? failure.error.field : 'form';
  return { [field]: failure.error.message };
}

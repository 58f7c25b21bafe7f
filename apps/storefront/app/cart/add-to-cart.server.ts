import { data, redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import type { ApiErrorBody } from '@vitrine/headless/contract';
import { cartTokenHeaders, readCartToken } from './cart-cookie.server';
import { findVariant, selectedOptionsFromForm } from '../product/variants';

/**
 * The product form's action when JavaScript is off: resolves the variant from
 * the posted options, adds it, and sends the shopper to /cart. A refused add
 * comes back as `{ error }` with its status so the product page shows it.
 */
export async function addToCartFromForm(request: Request, context: AppLoadContext, handle: string) {
  const form = await request.formData();
  const product = await context.commerce.catalog.getProduct(handle);
  if (!product) throw data(null, { status: 404 });
  const variantField = form.get('variant_id');
  const variant =
    typeof variantField === 'string' && variantField !== ''
      ? product.variants.find((v) => String(v.ID) === variantField)
      : findVariant(product, selectedOptionsFromForm(form));
  if (!variant) {
    const error: ApiErrorBody = {
      status: 422,
      code: 'UNKNOWN_VARIANT',
      message: 'Please, select at least one variant',
      field: 'variant_id',
    };
    return data({ error }, { status: 422 });
  }
  const token = readCartToken(request);
  try {
    const result = await context.commerce.carts.add(token, {
      variant_id: variant.ID,
      quantity: form.get('quantity') ?? 1,
    });
    const headers = cartTokenHeaders(request, token, result.token);
    return redirect('/cart', { headers });
  } catch (error) {
    if (error instanceof CommerceError) return data({ error: error.toJSON() }, { status: error.status });
    throw error;
  }
}

import { data, redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import { readCartToken } from './cart-cookie.server';

/** Cart changes posted by plain forms (JavaScript off): update a quantity or remove a line, then show the cart again. */
export async function changeCartFromForm(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = form.get('intent');
  const key = String(form.get('key') ?? '');
  const token = readCartToken(request);
  try {
    if (intent === 'update') {
      await context.commerce.carts.updateLine(token, key, { quantity: form.get('quantity') });
    } else if (intent === 'remove') {
      await context.commerce.carts.removeLine(token, key);
    } else {
      return data(
        { error: { status: 422, code: 'VALIDATION_FAILED', message: 'Unknown cart action', field: 'intent' }, key },
        { status: 422 },
      );
    }
  } catch (error) {
    if (error instanceof CommerceError) return data({ error: error.toJSON(), key }, { status: error.status });
    throw error;
  }
  return redirect('/cart');
}

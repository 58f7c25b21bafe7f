import type { Db } from '../db/db.types';
import { parseInput } from '../errors';
import { selectShippingSchema, shippingAddressSchema, type PricedCartJson } from '@vitrine/headless/contract';
import { methodsForAddress } from '../shipping/zones';
import { cartEmpty, fieldError } from './cart.errors';
import { lockCart, touch, type CartToken } from './cart.lock';

/** Spec 8: 'no shipping methods available'. */
const noShippingMethods = () => fieldError('NO_SHIPPING_METHODS', 'method_id', 'No shipping methods available');

/**
 * Stores where the cart ships to (country, province, postcode: enough for
 * zones and tax). A method picked for another zone is dropped.
 */
export async function setShippingAddress(tx: Db, token: CartToken, input: unknown, now: Date): Promise<PricedCartJson> {
  const address = parseInput(shippingAddressSchema, input);
  const cart = await lockCart(tx, token);
  if (!cart) throw cartEmpty('country');
  const methods = await methodsForAddress(tx, address);
  const keepsMethod = methods.some((method) => method.id === cart.shipping_method_id);
  await tx.query('UPDATE carts SET shipping_address = $2::jsonb, shipping_method_id = $3 WHERE id = $1', [
    cart.id,
    JSON.stringify(address),
    keepsMethod ? cart.shipping_method_id : null,
  ]);
  return touch(tx, cart, now);
}

/** Picks one of the methods offered for the cart's address. */
export async function selectShipping(tx: Db, token: CartToken, input: unknown, now: Date): Promise<PricedCartJson> {
  const { method_id } = parseInput(selectShippingSchema, input);
  const cart = await lockCart(tx, token);
  if (!cart) throw cartEmpty('method_id');
  const methods = await methodsForAddress(tx, cart.shipping_address);
  if (methods.length === 0) throw noShippingMethods();
  if (!methods.some((method) => method.id === method_id)) {
    throw fieldError(
      'SHIPPING_METHOD_NOT_AVAILABLE',
      'method_id',
      'This shipping method is not available for your address',
    );
  }
  await tx.query('UPDATE carts SET shipping_method_id = $2 WHERE id = $1', [cart.id, method_id]);
  return touch(tx, cart, now);
}

import type { Route } from './+types/api.cart';

/** Lines added so far, per product handle: the floor of an add-to-cart (no database, no pricing). */
const quantities = new Map<string, number>();

export async function action({ request }: Route.ActionArgs) {
  const body = (await request.json()) as { handle?: unknown; quantity?: unknown };
  const handle = typeof body.handle === 'string' ? body.handle : 'alder-linen-shirt';
  const quantity = typeof body.quantity === 'number' ? body.quantity : 1;
  quantities.set(handle, (quantities.get(handle) ?? 0) + quantity);
  return Response.json({ items: [{ handle, quantity: quantities.get(handle) }] });
}

/** Reads rows: the e2e PostgreSQL pool (`dbQuery`), a pool of another server, or an opened embedded database. */
export type Query = <Row extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<Row[]>;

/**
 * What must hold in any store, whatever crashed or was restored: every paid
 * order has exactly one paid charge of its total and no charge is left without
 * its order's payment; an order's subtotal is the sum of its lines; no stock
 * is negative. Returns each broken rule with the rows that break it (empty
 * when the store is sound).
 */
export async function brokenInvariants(query: Query): Promise<string[]> {
  const problems: string[] = [];
  const paidWithoutOneCharge = await query<{ number: string; charges: number }>(
    `SELECT o.number, count(p.id)::int AS charges FROM orders o
     LEFT JOIN payments p ON p.order_id = o.id AND p.kind = 'authorize' AND p.status = 'paid' AND p.amount = o.total
     WHERE o.payment_status = 'paid' GROUP BY o.number HAVING count(p.id) <> 1`,
  );
  if (paidWithoutOneCharge.length > 0)
    problems.push(`paid orders without exactly one charge of their total: ${JSON.stringify(paidWithoutOneCharge)}`);
  const chargedButUnpaid = await query<{ number: string }>(
    `SELECT DISTINCT o.number FROM orders o JOIN payments p ON p.order_id = o.id
     WHERE p.kind = 'authorize' AND p.status = 'paid' AND o.payment_status = 'unpaid'`,
  );
  if (chargedButUnpaid.length > 0) problems.push(`charged orders marked unpaid: ${JSON.stringify(chargedButUnpaid)}`);
  // The subtotal is the goods before discounts; a line's total is after the part of the discount it carries.
  const subtotalOff = await query<{ number: string }>(
    `SELECT o.number FROM orders o JOIN order_lines l ON l.order_id = o.id
     GROUP BY o.number, o.subtotal, o.discount
     HAVING sum(l.unit_price * l.quantity) <> o.subtotal OR sum(l.line_total) < o.subtotal - o.discount
        OR sum(l.line_total) > o.subtotal`,
  );
  if (subtotalOff.length > 0)
    problems.push(`orders whose lines do not add up to their subtotal: ${JSON.stringify(subtotalOff)}`);
  const negative = await query<{ variant_id: number }>('SELECT variant_id FROM inventory_levels WHERE on_hand < 0');
  if (negative.length > 0) problems.push(`negative stock: ${JSON.stringify(negative)}`);
  return problems;
}

/** Units of `variantId` held by live orders (not failed or cancelled) of `email`. */
export async function unitsSold(query: Query, variantId: number, email: string): Promise<number> {
  const [row] = await query<{ units: number }>(
    `SELECT coalesce(sum(l.quantity), 0)::int AS units FROM order_lines l JOIN orders o ON o.id = l.order_id
     WHERE l.variant_id = $1 AND o.email = $2 AND o.status NOT IN ('failed', 'cancelled')`,
    [variantId, email],
  );
  return row?.units ?? 0;
}

/** Stock on hand of one variant. */
export async function onHand(query: Query, variantId: number): Promise<number> {
  const [row] = await query<{ on_hand: number }>('SELECT on_hand FROM inventory_levels WHERE variant_id = $1', [
    variantId,
  ]);
  return row?.on_hand ?? Number.NaN;
}

import type { Db } from '../db/db.types';
import type { ShippingAddress, ShippingMethodRule, ShippingRates } from './shipping.types';

interface MethodRow {
  id: number;
  title: string;
  rate_type: 'flat' | 'weight' | 'subtotal';
  rates: Record<string, unknown>;
  free_over: number | null;
}

/**
 * The shipping methods for an address: those of its most specific zone (a
 * zone naming its province, then one naming its country, then the rest of the
 * world), in their display order. Empty when no zone covers the address or
 * the store has paused deliveries to its country.
 */
export async function methodsForAddress(db: Db, address: ShippingAddress | null): Promise<ShippingMethodRule[]> {
  if (!address) return [];
  const rows = await db.query<MethodRow>(
    `WITH zone AS (
       SELECT z.id FROM shipping_zones z
       WHERE $2 = ANY (z.provinces)
          OR (cardinality(z.provinces) = 0 AND $1 = ANY (z.countries))
          OR '*' = ANY (z.countries)
       ORDER BY ($2 = ANY (z.provinces)) DESC, ($1 = ANY (z.countries)) DESC, z.position, z.id
       LIMIT 1
     )
     SELECT m.id, m.title, m.rate_type, m.rates, m.free_over
     FROM shipping_methods m JOIN zone ON zone.id = m.zone_id
     WHERE m.active
       -- The store setting 'checkout' may pause deliveries to the country: no method is offered there.
       AND NOT EXISTS (
         SELECT 1 FROM store_settings s
         WHERE s.name = 'checkout' AND s.value -> 'paused_shipping_countries' ? $1
       )
     ORDER BY m.position, m.id`,
    [address.country, `${address.country}-${address.province}`],
  );
  return rows.map((row) => ({
    id: String(row.id),
    title: row.title,
    rates: { type: row.rate_type, ...row.rates } as ShippingRates,
    free_over: row.free_over,
  }));
}

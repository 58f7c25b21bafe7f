import {
  CART_GROUP_ID_MAX_LENGTH,
  CART_GROUP_ID_PROPERTY,
  CART_GROUP_MAX_LINES,
  type LineProperty,
} from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { fieldError } from './cart.errors';

/** The line's group, or null when it has none (an empty value counts as none, as on the shopper's side). */
export function groupIdOf(properties: readonly LineProperty[]): string | null {
  const property = properties.find((p) => p.name === CART_GROUP_ID_PROPERTY);
  return property && property.value !== '' ? property.value : null;
}

/**
 * Throws 422 INVALID_GROUP_ID (field `properties.groupId`) unless the item
 * names at most one group and its id is 1 to `CART_GROUP_ID_MAX_LENGTH` characters.
 */
export function assertValidGroupId(properties: readonly LineProperty[], fieldPrefix = ''): void {
  const groups = properties.filter((p) => p.name === CART_GROUP_ID_PROPERTY);
  if (groups.length === 0) return;
  const field = `${fieldPrefix}properties.${CART_GROUP_ID_PROPERTY}`;
  if (groups.length > 1) throw fieldError('INVALID_GROUP_ID', field, 'A line can belong to one group only');
  const length = [...(groups[0]?.value ?? '')].length;
  if (length < 1 || length > CART_GROUP_ID_MAX_LENGTH) {
    throw fieldError('INVALID_GROUP_ID', field, `A group id has 1 to ${CART_GROUP_ID_MAX_LENGTH} characters`);
  }
}

/**
 * Throws 422 GROUP_FULL when the locked cart already holds `CART_GROUP_MAX_LINES`
 * lines of `groupId`: a grouped product is a pair, so a new line can not join it.
 */
export async function assertGroupHasRoom(tx: Db, cartId: number, groupId: string, fieldPrefix = ''): Promise<void> {
  const [row] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM cart_lines WHERE cart_id = $1 AND properties @> $2::jsonb',
    [cartId, JSON.stringify([{ name: CART_GROUP_ID_PROPERTY, value: groupId }])],
  );
  if ((row?.count ?? 0) < CART_GROUP_MAX_LINES) return;
  throw fieldError(
    'GROUP_FULL',
    `${fieldPrefix}properties.${CART_GROUP_ID_PROPERTY}`,
    `A group holds at most ${CART_GROUP_MAX_LINES} items`,
  );
}

/**
 * The count a shopper sees (spec 4): lines sharing a groupId count half their
 * quantity each, rounded up per group; a group with a single line (an
 * incomplete pair) counts its full quantity. The same rule as the storefront's
 * `cartCountWithGroups`, so the server's `item_count` and the header agree.
 *
 * @example itemCountWithGroups([{ quantity: 2, properties: [g] }, { quantity: 2, properties: [g] }]); // 2
 */
export function itemCountWithGroups(
  lines: ReadonlyArray<{ quantity: number; properties: readonly LineProperty[] }>,
): number {
  let count = 0;
  const groups = new Map<string, { lineCount: number; quantity: number }>();
  for (const line of lines) {
    const groupId = groupIdOf(line.properties);
    if (groupId === null) {
      count += line.quantity;
      continue;
    }
    const group = groups.get(groupId) ?? { lineCount: 0, quantity: 0 };
    group.lineCount += 1;
    group.quantity += line.quantity;
    groups.set(groupId, group);
  }
  for (const { lineCount, quantity } of groups.values()) count += lineCount > 1 ? Math.ceil(quantity / 2) : quantity;
  return count;
}

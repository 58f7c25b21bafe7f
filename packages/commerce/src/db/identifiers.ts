/** Schema names we accept: plain lower-case identifiers that never need quoting. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Checks a schema name before it goes into SQL text or a connection option,
 * where parameters can not be used.
 *
 * @example assertSchemaName('shop_test_1') // returns 'shop_test_1'
 */
export function assertSchemaName(name: string): string {
  if (!SCHEMA_NAME.test(name)) {
    throw new Error(`Invalid schema name "${name}": use lower-case letters, digits and underscores`);
  }
  return name;
}

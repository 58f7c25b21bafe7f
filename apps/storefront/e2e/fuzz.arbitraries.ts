import fc from 'fast-check';

/**
 * fast-check arbitraries for the store API fuzzer: values a JSON Schema of the
 * OpenAPI document accepts (mixed with the store's real ids and handles), and
 * hostile values that no schema accepts.
 */

/** A JSON Schema object as the OpenAPI document writes it. */
export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  propertyNames?: Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

/** Real values by property or parameter name (`variant_id` → the catalog's variant ids …). */
export type Pools = Record<string, readonly unknown[]>;

/** Strings that break parsers, decoders, databases and templates. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '\r\nSet-Cookie: x=1',
  '\t',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202eevil',
  '\u2028\u2029',
  'é',
  'e\u0301',
  '👩‍👩‍👧‍👦',
  '𝕳𝖊𝖑𝖑𝖔',
  'ＡＢＣ',
  "' OR '1'='1' --",
  '"; DROP TABLE orders; --',
  '../../../../etc/passwd',
  '%',
  '%00',
  '%E0%A4%A',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  '0x7fffffff',
  '2147483648',
  '9223372036854775808',
  '-9223372036854775809',
  '18446744073709551616',
  '١٢٣',
  ' 1',
  '1.0',
];

/** Numbers past every boundary the store's columns and schemas have. */
const NASTY_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -0.000001,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Any hostile string: listed ones, random binary and unicode, and huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1_000, max: 300_000 }), fc.constantFrom('x', 'é', '💥', '\u0000', '%'))
      .map(([length, unit]) => unit.repeat(length)),
  },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY_NUMBERS).map(String) },
);

/** JSON nested `depth` levels deep (arrays or objects): recursive walkers must not overflow. */
const deepJson = fc.tuple(fc.integer({ min: 50, max: 200_000 }), fc.boolean()).map(([depth, arrays]) => ({
  deep: arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
}));

/** A raw JSON token (spliced into the body text as it is). */
export interface RawJson {
  raw: string;
}
export const isRaw = (value: unknown): value is RawJson =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RawJson).raw === 'string' &&
  Object.keys(value).length === 1;

/** Any hostile JSON value: wrong types, nasty strings, numbers past every boundary, deep nesting, raw tokens JSON.stringify never writes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...NASTY_NUMBERS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { $gt: '' }, { __proto__: 1 }, ['a', null]),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<RawJson>(
      { raw: '1e999' },
      { raw: '-1e999' },
      { raw: '123456789012345678901234567890' },
      { raw: '-0' },
      { raw: '1E+400' },
      { raw: '0.0000000000000000000000001' },
    ),
  },
  { weight: 1, arbitrary: deepJson.map((d) => ({ raw: d.deep })) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);

/** Bodies that are not a JSON object, or not JSON at all. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[]',
    '[{}]',
    'null',
    '"x"',
    '1',
    'true',
    '{"a":1,}',
    "{'a':1}",
    '\ufeff{}',
    '{"a":NaN}',
    '{"a":1e999}',
    '<?xml version="1.0"?><a/>',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '\u0000',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  deepJson.map((d) => d.deep),
);

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}

function integerArb(schema: Schema): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1_000);
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1_000_000);
  const small = fc.integer({
    min: clamp(min, -(2 ** 31), 2 ** 31 - 1),
    max: clamp(Math.min(max, min + 1_000), -(2 ** 31), 2 ** 31 - 1),
  });
  return fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: fc.constantFrom(min, max) });
}

function stringArb(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u'), { maxLength: Math.max(maxLength, 16) });
    } catch {
      // A pattern fast-check can not generate from: plain strings of the allowed length instead.
    }
  }
  return fc.string({ minLength, maxLength });
}

/**
 * Values the schema accepts (or nearly: patterns and lengths are followed
 * loosely), preferring the store's real values for a name found in `pools`.
 */
export function schemaArb(schema: Schema, pools: Pools, name = ''): fc.Arbitrary<unknown> {
  const fromSchema = plainSchemaArb(schema, pools);
  const pool = pools[name];
  if (!pool?.length) return fromSchema;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: fromSchema });
}

function plainSchemaArb(schema: Schema, pools: Pools): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => schemaArb(choice, pools)));
  if (schema.allOf?.length && !schema.type) return schemaArb(Object.assign({}, ...schema.allOf) as Schema, pools);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => schemaArb({ ...schema, type: t }, pools)));
  switch (type[0]) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return integerArb(schema);
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaArb(schema.items ?? {}, pools), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
      return objectArb(schema, pools);
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
  }
}

function objectArb(schema: Schema, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, schemaArb(value, pools, key)]),
  );
  const known = fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
  if (typeof schema.additionalProperties !== 'object') return known;
  const extra = fc.dictionary(
    schema.propertyNames
      ? (schemaArb(schema.propertyNames, pools) as fc.Arbitrary<string>)
      : fc.string({ maxLength: 20 }),
    schemaArb(schema.additionalProperties, pools),
    { maxKeys: 3 },
  );
  return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }));
}

/** One change that makes a valid body hostile. */
export type Mutation =
  | { kind: 'drop'; pick: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'replace'; pick: number; value: unknown };

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('extra' as const),
    key: fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'id', 'customer_id', 'price', 'total', 'status'),
      hostileString,
    ),
    value: hostileValue,
  }),
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: hostileValue }) },
);

/** Every path to a value inside a JSON value (objects and arrays), outermost first. */
function valuePaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object' || isRaw(value)) return [];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return keys.flatMap((key) => [
    [...prefix, key],
    ...valuePaths((value as Record<string | number, unknown>)[key], [...prefix, key]),
  ]);
}

/** Applies a mutation to a copy of `body` (an object from `schemaArb`). */
export function mutate(body: unknown, mutation: Mutation): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  if (copy === null || typeof copy !== 'object') return mutation.kind === 'replace' ? mutation.value : copy;
  if (mutation.kind === 'extra') {
    Object.defineProperty(copy, mutation.key, {
      value: mutation.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return copy;
  }
  const paths = valuePaths(copy);
  if (paths.length === 0) return mutation.kind === 'replace' ? { value: mutation.value } : copy;
  const path = paths[mutation.pick % paths.length]!;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (mutation.kind === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    parent[last] = mutation.value;
  }
  return copy;
}

/** JSON text of a value, with raw tokens spliced in where JSON.stringify would not write them. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, inner: unknown) => {
    if (isRaw(inner)) {
      raws.push(inner.raw);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return inner;
  });
  return (text ?? 'null').replace(/"\\u0000raw(\d+)\\u0000"/g, (_, index: string) => raws[Number(index)]!);
}

/** A value as a query or path string (arrays joined by commas, as the API's id lists are). */
export function asParameter(value: unknown): string {
  if (Array.isArray(value)) return value.map(asParameter).join(',');
  if (isRaw(value)) return value.raw;
  if (value !== null && typeof value === 'object') return toJsonText(value);
  return String(value);
}

/**
 * Percent-encodes a string as UTF-8 for a URL (lone surrogates become U+FFFD,
 * where encodeURIComponent would throw).
 */
export function encodeComponent(value: string): string {
  return [...new TextEncoder().encode(value)]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

import type { InsertType, SelectType } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../migrations/migrate';
import { openTestDb } from '../test/harness';
import type { Db } from './db.types';
import type { Database, JsonValue } from './schema';

/** The PostgreSQL types (`udt_name`) a column of TypeScript type `T` may have, as both engines return them. */
type PgTypeOf<T> = [T] extends [JsonValue]
  ? [JsonValue] extends [T]
    ? 'jsonb'
    : [T] extends [number]
      ? 'int2' | 'int4' | 'int8'
      : [T] extends [boolean]
        ? 'bool'
        : [T] extends [string]
          ? 'text' | 'bpchar' | 'uuid' | 'numeric' | 'xid8' | 'tsvector'
          : [T] extends [string[]]
            ? '_text'
            : never
  : [T] extends [Date]
    ? 'timestamptz' | 'date'
    : never;

/**
 * What the database must say of a column whose `schema.ts` type is `C`: its
 * type, ` null` when it may be null, ` default` when inserting may leave it
 * out (a NOT NULL column with a default), ` generated` when it is computed.
 */
type ColumnSpec<C> = `${PgTypeOf<Exclude<SelectType<C>, null>>}${null extends SelectType<C> ? ' null' : ''}${[
  InsertType<C>,
] extends [never]
  ? ' generated'
  : null extends SelectType<C>
    ? ''
    : undefined extends InsertType<C>
      ? ' default'
      : ''}`;

/** Every table and column of `Database`, each with what the database must say of it (checked by the compiler). */
type SchemaSpec = { [T in keyof Database]: { [K in keyof Database[T]]-?: ColumnSpec<Database[T][K]> } };

const SPEC: SchemaSpec = {
  automatic_discounts: {
    id: 'int4 default',
    title: 'text',
    adjustment: 'jsonb',
    starts_at: 'timestamptz null',
    expires_at: 'timestamptz null',
    active: 'bool default',
  },
  blog_collections: {
    id: 'int4 default',
    handle: 'text',
    title: 'text',
    description: 'text default',
    position: 'int4 default',
  },
  blog_posts: {
    id: 'int4 default',
    collection_id: 'int4',
    handle: 'text',
    title: 'text',
    excerpt: 'text default',
    body_html: 'text default',
    author: 'text default',
    cover_image_url: 'text null',
    featured: 'bool default',
    published_at: 'timestamptz',
  },
  card_tokens: {
    id: 'int4 default',
    token_hash: 'text',
    provider: 'text',
    provider_reference: 'text',
    brand: 'text',
    last4: 'bpchar',
    expiry_month: 'int2',
    expiry_year: 'int2',
    created_at: 'timestamptz',
    expires_at: 'timestamptz',
    used_at: 'timestamptz null',
    order_id: 'int4 null',
  },
  cart_lines: {
    id: 'int4 default',
    cart_id: 'int4',
    key: 'text',
    variant_id: 'int4',
    quantity: 'int4',
    properties: 'jsonb default',
    position: 'int4',
    created_at: 'timestamptz default',
  },
  carts: {
    id: 'int4 default',
    token_hash: 'text',
    hash: 'text',
    currency: 'bpchar',
    customer_id: 'int4 null',
    created_at: 'timestamptz default',
    updated_at: 'timestamptz default',
    coupon_code: 'text null',
    shipping_address: 'jsonb null',
    shipping_method_id: 'text null',
    note: 'text null',
    customer_email: 'text null',
    payment_method: 'text null',
  },
  collection_products: {
    collection_id: 'int4',
    product_id: 'int4',
    position: 'int4',
  },
  collections: {
    id: 'int4 default',
    handle: 'text',
    title: 'text',
    description: 'text default',
    image_id: 'int4 null',
    position: 'int4 default',
  },
  consent_decisions: {
    id: 'int8 default',
    visitor_id: 'uuid',
    analytics: 'bool',
    marketing: 'bool',
    preferences: 'bool',
    version: 'int4',
    country: 'text',
    mode: 'text',
    decided_at: 'timestamptz',
  },
  coupon_redemptions: {
    id: 'int4 default',
    coupon_id: 'int4',
    cart_id: 'int4 null',
    order_id: 'int4 null',
    customer_id: 'int4 null',
    created_at: 'timestamptz default',
    utm_medium: 'text null',
    position: 'text null',
    auto_applied: 'bool default',
  },
  coupons: {
    id: 'int4 default',
    code: 'text',
    title: 'text default',
    discount_type: 'text',
    value: 'int4 default',
    rule_data: 'jsonb default',
    starts_at: 'timestamptz null',
    expires_at: 'timestamptz null',
    usage_limit: 'int4 null',
    per_customer_limit: 'int4 null',
    minimum_subtotal: 'int4 default',
    minimum_quantity: 'int4 default',
    show_at_checkout: 'bool default',
    active: 'bool default',
    created_at: 'timestamptz default',
  },
  custom_buttons: {
    id: 'int4 default',
    product_type: 'text null',
    label: 'text',
    url: 'text',
    style: 'text default',
    position: 'int4 default',
    active: 'bool default',
  },
  customer_addresses: {
    id: 'int4 default',
    customer_id: 'int4',
    first_name: 'text',
    last_name: 'text',
    company: 'text default',
    address1: 'text',
    address2: 'text default',
    city: 'text',
    country: 'bpchar',
    province: 'text default',
    postcode: 'text default',
    phone: 'text default',
    is_default: 'bool default',
    created_at: 'timestamptz default',
    updated_at: 'timestamptz default',
  },
  customer_identities: {
    id: 'int4 default',
    provider_id: 'int4',
    subject: 'text',
    customer_id: 'int4',
    email: 'text null',
    email_verified: 'bool default',
    created_at: 'timestamptz default',
    last_login_at: 'timestamptz default',
  },
  customer_prescriptions: {
    id: 'int4 default',
    customer_id: 'int4',
    name: 'text',
    power_left: 'int4',
    power_right: 'int4',
    expires_on: 'date null',
    created_at: 'timestamptz default',
  },
  customer_tokens: {
    id: 'int4 default',
    customer_id: 'int4',
    purpose: 'text',
    token_hash: 'text',
    created_at: 'timestamptz',
    expires_at: 'timestamptz',
    used_at: 'timestamptz null',
  },
  customers: {
    id: 'int4 default',
    email: 'text',
    password_hash: 'text',
    name: 'text default',
    created_at: 'timestamptz default',
    first_name: 'text default',
    last_name: 'text default',
    email_verified_at: 'timestamptz null',
    updated_at: 'timestamptz default',
  },
  demo_seed: {
    id: 'bool default',
    origin: 'text',
    seeded_at: 'timestamptz default',
  },
  email_outbox: {
    id: 'int4 default',
    to_address: 'text',
    subject: 'text',
    text_body: 'text',
    html_body: 'text',
    created_at: 'timestamptz',
    sent_at: 'timestamptz null',
    attempts: 'int4 default',
    last_error: 'text null',
    next_attempt_at: 'timestamptz',
  },
  error_reports: {
    fingerprint: 'text',
    kind: 'text',
    message: 'text',
    stack: 'text null',
    url: 'text null',
    status: 'int4 null',
    code: 'text null',
    release: 'text null',
    context: 'jsonb null',
    count: 'int4 default',
    first_seen: 'timestamptz',
    last_seen: 'timestamptz',
  },
  exchange_rates: {
    currency: 'bpchar',
    rate: 'numeric',
    updated_at: 'timestamptz default',
  },
  file_settings: {
    id: 'bool default',
    signing_secret: 'text',
  },
  incentives: {
    id: 'int4 default',
    kind: 'text',
    title: 'text',
    message: 'text',
    threshold: 'int4 null',
    position: 'int4 default',
    active: 'bool default',
  },
  influencers: {
    code: 'text',
    name: 'text',
    handle: 'text',
    avatar_url: 'text null',
    coupon_code: 'text null',
    message: 'text',
    active: 'bool default',
  },
  inventory_levels: {
    variant_id: 'int4',
    on_hand: 'int4 default',
    updated_at: 'timestamptz default',
  },
  media_feed_posts: {
    id: 'int4 default',
    product_handle: 'text null',
    image_url: 'text null',
    image_alt: 'text default',
    image_width: 'int4 null',
    image_height: 'int4 null',
    caption: 'text',
    author: 'text default',
    position: 'int4 default',
    published: 'bool default',
    posted_at: 'timestamptz default',
  },
  oidc_login_states: {
    id: 'int4 default',
    state_hash: 'text',
    browser_hash: 'text',
    provider_id: 'int4',
    nonce: 'text',
    code_verifier: 'text',
    redirect_uri: 'text',
    return_to: 'text default',
    created_at: 'timestamptz',
    expires_at: 'timestamptz',
    used_at: 'timestamptz null',
  },
  oidc_providers: {
    id: 'int4 default',
    slug: 'text',
    display_name: 'text',
    issuer: 'text',
    client_id: 'text',
    client_secret: 'text default',
    scopes: 'text default',
    enabled: 'bool default',
    position: 'int4 default',
    created_at: 'timestamptz default',
    updated_at: 'timestamptz default',
  },
  order_lines: {
    id: 'int4 default',
    order_id: 'int4',
    variant_id: 'int4 null',
    product_title: 'text',
    variant_title: 'text',
    sku: 'text',
    unit_price: 'int4',
    quantity: 'int4',
    line_total: 'int8',
    properties: 'jsonb default',
    position: 'int4',
    cart_line_key: 'text null',
  },
  orders: {
    id: 'int4 default',
    number: 'text',
    idempotency_key: 'text',
    lookup_token_hash: 'text',
    cart_id: 'int4 null',
    customer_id: 'int4 null',
    email: 'text',
    currency: 'bpchar',
    subtotal: 'int8',
    discount: 'int8 default',
    shipping: 'int8 default',
    tax: 'int8 default',
    total: 'int8',
    refunded: 'int8 default',
    payment_method: 'text',
    payment_status: 'text default',
    payment_code: 'text null',
    fulfillment_status: 'text default',
    status: 'text default',
    shipping_address: 'jsonb',
    placed_at: 'timestamptz',
    cancelled_at: 'timestamptz null',
    pay_by: 'timestamptz null',
    tracking_number: 'text null',
    tracking_status: 'text default',
    cart_settled_at: 'timestamptz null',
  },
  payments: {
    id: 'int4 default',
    order_id: 'int4',
    kind: 'text',
    provider: 'text',
    reference: 'text',
    status: 'text',
    code: 'text null',
    amount: 'int8',
    created_at: 'timestamptz default',
  },
  plugin_settings: {
    name: 'text',
    config: 'jsonb',
  },
  popups: {
    id: 'int4 default',
    kind: 'text',
    title: 'text',
    body: 'text default',
    cta_label: 'text null',
    cta_url: 'text null',
    trigger: 'text default',
    delay_seconds: 'int4 default',
    show_once: 'bool default',
    position: 'int4 default',
    active: 'bool default',
  },
  prescription_products: {
    product_handle: 'text',
    attribute_key: 'text default',
  },
  pricing_settings: {
    id: 'bool default',
    prices_include_tax: 'bool default',
    tax_shipping: 'bool default',
    min_cart_total: 'int4 null',
    max_cart_total: 'int4 null',
  },
  product_comments: {
    id: 'int4 default',
    product_id: 'int4',
    author: 'text',
    body: 'text',
    created_at: 'timestamptz default',
  },
  product_documents: {
    id: 'int4 default',
    product_handle: 'text',
    title: 'text',
    filename: 'text',
    position: 'int4 default',
    file_id: 'text null',
  },
  product_images: {
    id: 'int4 default',
    product_id: 'int4',
    url: 'text',
    alt: 'text default',
    width: 'int4',
    height: 'int4',
    position: 'int4',
  },
  product_option_values: {
    id: 'int4 default',
    option_id: 'int4',
    value: 'text',
    swatch: 'text null',
    position: 'int4',
  },
  product_options: {
    id: 'int4 default',
    product_id: 'int4',
    name: 'text',
    position: 'int4',
  },
  product_review_images: {
    id: 'int4 default',
    review_id: 'int4',
    file_name: 'text',
    mime_type: 'text',
    byte_size: 'int4',
    position: 'int4',
  },
  product_reviews: {
    id: 'int4 default',
    product_id: 'int4',
    rating: 'int2',
    title: 'text default',
    body: 'text',
    author: 'text',
    created_at: 'timestamptz default',
    customer_id: 'int4 null',
    updated_at: 'timestamptz null',
  },
  products: {
    id: 'int4 default',
    handle: 'text',
    title: 'text',
    description_html: 'text default',
    vendor: 'text default',
    product_type: 'text default',
    position: 'int4 default',
    created_at: 'timestamptz default',
    search_vector: 'tsvector null generated',
  },
  rate_limits: {
    key: 'text',
    window_start: 'timestamptz',
    count: 'int4',
  },
  read_cache_generation: {
    id: 'bool default',
    generation: 'int8',
  },
  referral_visits: {
    id: 'int8 default',
    influencer_code: 'text',
    visitor_key: 'text',
    visit_day: 'date',
    landing_url: 'text',
    visited_at: 'timestamptz',
    expires_at: 'timestamptz',
  },
  regional_sites: {
    id: 'text',
    name: 'text',
    url: 'text',
    countries: '_text',
    locale: 'text',
    currency: 'text',
    is_default: 'bool default',
    position: 'int4 default',
  },
  reward_accounts: {
    customer_id: 'int4',
    points: 'int4 default',
    updated_at: 'timestamptz default',
  },
  reward_campaigns: {
    id: 'int4 default',
    title: 'text',
    cost: 'int4',
    discount_type: 'text',
    value: 'int4 default',
    product_handle: 'text null',
    position: 'int4 default',
    active: 'bool default',
  },
  reward_ledger: {
    id: 'int4 default',
    customer_id: 'int4',
    delta: 'int4',
    reason: 'text',
    order_id: 'int4 null',
    coupon_code: 'text null',
    created_at: 'timestamptz default',
  },
  reward_settings: {
    id: 'bool default',
    token_secret: 'text',
  },
  schema_migrations: {
    id: 'text',
    applied_at: 'timestamptz default',
  },
  search_changes: {
    xid: 'xid8',
    product_id: 'int4',
  },
  search_index_state: {
    id: 'bool default',
    epoch: 'int8',
    pruned_below: 'xid8 default',
    prune_mark: 'xid8 default',
  },
  service_settings: {
    name: 'text',
    config: 'jsonb',
  },
  service_tickets: {
    id: 'int4 default',
    number: 'text',
    name: 'text',
    email: 'text',
    phone: 'text null',
    order_number: 'text null',
    topic: 'text',
    message: 'text',
    client_ip: 'text null',
    created_at: 'timestamptz',
  },
  sessions: {
    id: 'int4 default',
    token_hash: 'text',
    customer_id: 'int4',
    created_at: 'timestamptz default',
    expires_at: 'timestamptz',
    last_seen_at: 'timestamptz default',
  },
  shipping_carriers: {
    code: 'text',
    name: 'text',
    tracking_url_template: 'text',
    position: 'int4',
  },
  shipping_methods: {
    id: 'int4 default',
    zone_id: 'int4',
    title: 'text',
    rate_type: 'text',
    rates: 'jsonb',
    free_over: 'int4 null',
    position: 'int4 default',
    active: 'bool default',
  },
  shipping_zones: {
    id: 'int4 default',
    name: 'text',
    countries: '_text',
    provinces: '_text default',
    position: 'int4 default',
  },
  store_settings: {
    name: 'text',
    value: 'jsonb',
    updated_at: 'timestamptz default',
  },
  stored_files: {
    id: 'text',
    purpose: 'text',
    filename: 'text',
    content_type: 'text',
    size: 'int4',
    storage_key: 'text',
    status: 'text default',
    expires_at: 'timestamptz null',
    created_at: 'timestamptz default',
    uploaded_at: 'timestamptz null',
  },
  subscribers: {
    id: 'int4 default',
    email: 'text',
    code: 'text null',
    created_at: 'timestamptz default',
  },
  tax_rates: {
    id: 'int4 default',
    country: 'bpchar',
    region: 'text null',
    rate_bp: 'int4',
    name: 'text',
  },
  tracking_events: {
    event_id: 'text',
    event_name: 'text',
    received_at: 'timestamptz default',
    relayed_to: '_text default',
    last_error: 'text null',
  },
  variant_option_values: {
    variant_id: 'int4',
    option_value_id: 'int4',
  },
  variants: {
    id: 'int4 default',
    product_id: 'int4',
    title: 'text',
    sku: 'text',
    price: 'int4',
    compare_at_price: 'int4 null',
    position: 'int4',
    image_id: 'int4 null',
    weight_grams: 'int4 default',
  },
  wishlist_items: {
    id: 'int4 default',
    customer_id: 'int4',
    product_id: 'int4',
    variant_id: 'int4 null',
    created_at: 'timestamptz default',
  },
};

/** What the migrated database says of every column of the store's schema, as `SPEC` writes it. */
async function describeDatabase(db: Db): Promise<Map<string, Map<string, string>>> {
  const rows = await db.query<{
    table_name: string;
    column_name: string;
    udt_name: string;
    is_nullable: 'YES' | 'NO';
    has_default: boolean;
    is_generated: 'ALWAYS' | 'NEVER';
  }>(
    `SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable, c.is_generated,
            (c.column_default IS NOT NULL OR c.is_identity = 'YES') AS has_default
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const nullable = row.is_nullable === 'YES';
    const spec = `${row.udt_name}${nullable ? ' null' : ''}${row.has_default && !nullable ? ' default' : ''}${
      row.is_generated === 'ALWAYS' ? ' generated' : ''
    }`;
    if (!tables.has(row.table_name)) tables.set(row.table_name, new Map());
    tables.get(row.table_name)!.set(row.column_name, spec);
  }
  return tables;
}

describe('the schema types (db/schema.ts)', () => {
  let db: Db;
  let close: () => Promise<void>;
  let actual: Map<string, Map<string, string>>;

  beforeAll(async () => {
    let schema: string;
    ({ db, schema, close } = await openTestDb());
    await runMigrations(db, schema);
    actual = await describeDatabase(db);
  }, 60_000);
  afterAll(() => close());

  it('describe every table of the migrated database', () => {
    expect([...actual.keys()].sort()).toEqual(Object.keys(SPEC).sort());
  });

  it.each(Object.keys(SPEC))('describe the columns of %s as the database has them', (table) => {
    const expected = Object.fromEntries(Object.entries(SPEC[table as keyof Database]));
    expect(Object.fromEntries(actual.get(table) ?? [])).toEqual(expected);
  });

  it('would catch a renamed column', async () => {
    await db.query('ALTER TABLE wishlist_items RENAME COLUMN variant_id TO chosen_variant_id');
    try {
      const columns = (await describeDatabase(db)).get('wishlist_items')!;
      expect(columns.has('variant_id')).toBe(false);
      expect(Object.fromEntries(columns)).not.toEqual(SPEC.wishlist_items);
    } finally {
      await db.query('ALTER TABLE wishlist_items RENAME COLUMN chosen_variant_id TO variant_id');
    }
  });
});

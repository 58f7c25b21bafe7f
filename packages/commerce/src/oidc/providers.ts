import type { Db } from '../db/db.types';
import { parseInput } from '../errors';
import { oidcProviderInputSchema } from './oidc.schema';

/** A configured provider, as stored (the secret included: server-side only). */
export interface OidcProvider {
  id: number;
  slug: string;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  enabled: boolean;
  position: number;
}

interface ProviderRow {
  id: number;
  slug: string;
  display_name: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  scopes: string;
  enabled: boolean;
  position: number;
}

const COLUMNS = 'id, slug, display_name, issuer, client_id, client_secret, scopes, enabled, position';

const toProvider = (row: ProviderRow): OidcProvider => ({
  id: row.id,
  slug: row.slug,
  displayName: row.display_name,
  issuer: row.issuer,
  clientId: row.client_id,
  clientSecret: row.client_secret,
  scopes: row.scopes,
  enabled: row.enabled,
  position: row.position,
});

/** The enabled providers in button order. Read on every call: a provider the merchant adds shows at once. */
export async function enabledProviders(db: Db): Promise<OidcProvider[]> {
  const rows = await db.query<ProviderRow>(
    `SELECT ${COLUMNS} FROM oidc_providers WHERE enabled ORDER BY position, display_name, id`,
  );
  return rows.map(toProvider);
}

/** Every provider, enabled or not (the merchant's view). */
export async function allProviders(db: Db): Promise<OidcProvider[]> {
  const rows = await db.query<ProviderRow>(`SELECT ${COLUMNS} FROM oidc_providers ORDER BY position, display_name, id`);
  return rows.map(toProvider);
}

/** The enabled provider behind a slug, or null (unknown and disabled look the same to a shopper). */
export async function enabledProvider(db: Db, slug: string): Promise<OidcProvider | null> {
  if (typeof slug !== 'string' || slug.length > 40) return null;
  const [row] = await db.query<ProviderRow>(`SELECT ${COLUMNS} FROM oidc_providers WHERE slug = $1 AND enabled`, [
    slug,
  ]);
  return row ? toProvider(row) : null;
}

/** Adds a provider or replaces the one with the same slug (identities stay linked). */
export async function saveProvider(db: Db, input: unknown, now: Date): Promise<OidcProvider> {
  const data = parseInput(oidcProviderInputSchema, input);
  const [row] = await db.query<ProviderRow>(
    `INSERT INTO oidc_providers (slug, display_name, issuer, client_id, client_secret, scopes, enabled, position, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     ON CONFLICT (slug) DO UPDATE SET display_name = EXCLUDED.display_name, issuer = EXCLUDED.issuer,
       client_id = EXCLUDED.client_id, client_secret = EXCLUDED.client_secret, scopes = EXCLUDED.scopes,
       enabled = EXCLUDED.enabled, position = EXCLUDED.position, updated_at = EXCLUDED.updated_at
     RETURNING ${COLUMNS}`,
    [
      data.slug,
      data.display_name,
      data.issuer,
      data.client_id,
      data.client_secret,
      data.scopes,
      data.enabled,
      data.position,
      now.toISOString(),
    ],
  );
  if (!row) throw new Error('Saving the provider returned no row');
  return toProvider(row);
}

/** Shows or hides a provider's button; false when there is no such provider. */
export async function setProviderEnabled(db: Db, slug: string, enabled: boolean, now: Date): Promise<boolean> {
  const rows = await db.query('UPDATE oidc_providers SET enabled = $2, updated_at = $3 WHERE slug = $1 RETURNING id', [
    slug,
    enabled,
    now.toISOString(),
  ]);
  return rows.length > 0;
}

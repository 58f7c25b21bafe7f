import type { MultiSitesBody, RegionalSite } from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { visitorLocation, type VisitorSignals } from '../money/ip';

interface SiteRow {
  id: string;
  name: string;
  url: string;
  countries: string[];
  locale: RegionalSite['locale'];
  currency: string;
  is_default: boolean;
}

/** The host of an address, lower case; null when it is not an absolute address. */
function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url.includes('://') ? url : `http://${url}`).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * GET /api/app/multi_sites: the store's regional sites for the region-switch
 * prompt. The current site is the one whose address has the request's host,
 * else the default site. `suggested` is the site that lists the visitor's
 * country (as `GET /ip` finds it), or null when that
 * is the current site already or no site lists the country.
 *
 * @example await multiSites(db, { countries: ['FR'] }, 'eu.vitrine.example') // { country, sites, suggested }
 */
export async function multiSites(db: Db, visitor: VisitorSignals, host?: string | null): Promise<MultiSitesBody> {
  const rows = await db.query<SiteRow>(
    'SELECT id, name, url, countries, locale, currency, is_default FROM regional_sites ORDER BY position, id',
  );
  const requestHost = hostOf(host);
  const byHost = rows.find((row) => requestHost !== null && hostOf(row.url) === requestHost);
  const currentId = (byHost ?? rows.find((row) => row.is_default))?.id;
  const sites: RegionalSite[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    url: row.url,
    countries: row.countries,
    locale: row.locale,
    currency: row.currency,
    is_current: row.id === currentId,
  }));
  const { iso_code: country } = visitorLocation(visitor);
  const serving = sites.find((site) => site.countries.includes(country));
  return { country, sites, suggested: serving && !serving.is_current ? serving : null };
}

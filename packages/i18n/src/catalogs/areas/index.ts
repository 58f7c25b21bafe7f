import type { Locale } from '@vitrine/headless';
import * as browse from './browse';
import * as checkout from './checkout';
import * as account from './account';
import * as site from './site';
import * as showcase from './showcase';
import * as oidc from './oidc';

/**
 * Message areas: each page group keeps its texts in its own folder
 * (`areas/<area>/<locale>.ts`, en-US the source); they merge into the catalogue.
 */
export type AreaMessageKey = browse.Keys | checkout.Keys | account.Keys | site.Keys | showcase.Keys | oidc.Keys;

const AREAS = [browse, checkout, account, site, showcase, oidc];

/** Every area's texts of one locale, merged. */
export function areaMessages(locale: Exclude<Locale, 'sp-ES'>): Record<AreaMessageKey, string> {
  return Object.assign({}, ...AREAS.map((area) => area.messages[locale])) as Record<AreaMessageKey, string>;
}

/** Each area's texts by locale, for tests that check a page's words in a given language. */
export const AREA_CATALOGS = {
  browse: browse.messages,
  checkout: checkout.messages,
  account: account.messages,
  site: site.messages,
  showcase: showcase.messages,
  oidc: oidc.messages,
} as const;

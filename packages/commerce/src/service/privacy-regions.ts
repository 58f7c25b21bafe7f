import type { ConsentMode } from '@vitrine/headless/contract';

/** The European Economic Area: the 27 EU members plus Iceland, Liechtenstein and Norway (GDPR, ePrivacy). */
const EEA = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
];

/**
 * Countries whose law asks for consent before optional cookies: the EEA, the
 * United Kingdom and the Crown Dependencies (UK GDPR and PECR, or laws modelled
 * on them), Switzerland (revDSG), and Brazil (LGPD).
 */
export const OPT_IN_COUNTRIES: ReadonlySet<string> = new Set([...EEA, 'GB', 'GG', 'JE', 'IM', 'CH', 'BR']);

/** Provinces with their own opt-in rule although their country has none: Québec (Law 25). */
const OPT_IN_STATES: ReadonlySet<string> = new Set(['CA-QC']);

/**
 * How the consent dialog behaves for a visitor from `country` (and `state`).
 *
 * @example consentModeFor('DE', null) // 'opt_in'
 * @example consentModeFor('US', 'CA') // 'notice'
 */
export function consentModeFor(country: string, state: string | null): ConsentMode {
  if (OPT_IN_COUNTRIES.has(country)) return 'opt_in';
  if (state && OPT_IN_STATES.has(`${country}-${state}`)) return 'opt_in';
  return 'notice';
}

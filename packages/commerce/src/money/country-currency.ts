/**
 * The currency each country uses (ISO 3166-1 alpha-2 → ISO 4217), grouped by
 * currency to keep the table readable. A country missing here falls back to
 * the store currency.
 */
const COUNTRIES_BY_CURRENCY: Record<string, string> = {
  USD: 'US AS BQ EC FM GU IO MH MP PR PW SV TC TL UM VG VI ZW',
  EUR: 'AD AT AX BE BL CY DE EE ES FI FR GF GP GR HR IE IT LT LU LV MC ME MF MQ MT NL PM PT RE SI SK SM TF VA XK YT',
  AUD: 'AU CC CX HM KI NF NR TV',
  NZD: 'NZ CK NU PN TK',
  GBP: 'GB GG IM JE GS',
  CAD: 'CA',
  CNY: 'CN',
  JPY: 'JP',
  MXN: 'MX',
  INR: 'IN',
  ARS: 'AR',
  UYU: 'UY',
  BRL: 'BR',
  RUB: 'RU',
  KRW: 'KR',
  XCD: 'AG AI DM GD KN LC MS VC',
  XOF: 'BF BJ CI GW ML NE SN TG',
  XAF: 'CF CG CM GA GQ TD',
  XPF: 'NC PF WF',
  CHF: 'CH LI',
  DKK: 'DK FO GL',
  NOK: 'NO BV SJ',
  ANG: 'CW SX',
  MAD: 'MA EH',
  ILS: 'IL PS',
  ZAR: 'ZA',
  AED: 'AE', AFN: 'AF', ALL: 'AL', AMD: 'AM', AOA: 'AO', AWG: 'AW', AZN: 'AZ', BAM: 'BA', BBD: 'BB', BDT: 'BD',
  BGN: 'BG', BHD: 'BH', BIF: 'BI', BMD: 'BM', BND: 'BN', BOB: 'BO', BSD: 'BS', BTN: 'BT', BWP: 'BW', BYN: 'BY',
  BZD: 'BZ', CDF: 'CD', CLP: 'CL', COP: 'CO', CRC: 'CR', CUP: 'CU', CVE: 'CV', CZK: 'CZ', DJF: 'DJ', DOP: 'DO',
  DZD: 'DZ', EGP: 'EG', ERN: 'ER', ETB: 'ET', FJD: 'FJ', FKP: 'FK', GEL: 'GE', GHS: 'GH', GIP: 'GI', GMD: 'GM',
  GNF: 'GN', GTQ: 'GT', GYD: 'GY', HKD: 'HK', HNL: 'HN', HTG: 'HT', HUF: 'HU', IDR: 'ID', IQD: 'IQ', IRR: 'IR',
  ISK: 'IS', JMD: 'JM', JOD: 'JO', KES: 'KE', KGS: 'KG', KHR: 'KH', KMF: 'KM', KPW: 'KP', KWD: 'KW', KYD: 'KY',
  KZT: 'KZ', LAK: 'LA', LBP: 'LB', LKR: 'LK', LRD: 'LR', LSL: 'LS', LYD: 'LY', MDL: 'MD', MGA: 'MG', MKD: 'MK',
  MMK: 'MM', MNT: 'MN', MOP: 'MO', MRU: 'MR', MUR: 'MU', MVR: 'MV', MWK: 'MW', MYR: 'MY', MZN: 'MZ', NAD: 'NA',
  NGN: 'NG', NIO: 'NI', NPR: 'NP', OMR: 'OM', PAB: 'PA', PEN: 'PE', PGK: 'PG', PHP: 'PH', PKR: 'PK', PLN: 'PL',
  PYG: 'PY', QAR: 'QA', RON: 'RO', RSD: 'RS', RWF: 'RW', SAR: 'SA', SBD: 'SB', SCR: 'SC', SDG: 'SD', SEK: 'SE',
  SGD: 'SG', SHP: 'SH', SLE: 'SL', SOS: 'SO', SRD: 'SR', SSP: 'SS', STN: 'ST', SYP: 'SY', SZL: 'SZ', THB: 'TH',
  TJS: 'TJ', TMT: 'TM', TND: 'TN', TOP: 'TO', TRY: 'TR', TTD: 'TT', TWD: 'TW', TZS: 'TZ', UAH: 'UA', UGX: 'UG',
  UZS: 'UZ', VES: 'VE', VND: 'VN', VUV: 'VU', WST: 'WS', YER: 'YE', ZMW: 'ZM',
};

const CURRENCY_OF_COUNTRY: ReadonlyMap<string, string> = new Map(
  Object.entries(COUNTRIES_BY_CURRENCY).flatMap(([currency, countries]) =>
    countries.split(' ').map((country) => [country, currency] as const),
  ),
);

/**
 * The currency of a country, or `undefined` when the table has none.
 *
 * @example currencyOfCountry('CA') // 'CAD'
 */
export function currencyOfCountry(iso2: string): string | undefined {
  return CURRENCY_OF_COUNTRY.get(iso2.toUpperCase());
}

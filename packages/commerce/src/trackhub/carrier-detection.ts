/** Weights of the eight serial digits in a UPU S10 check digit. */
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;
/** UPU S10 item identifier: 2 letters (service), 8 serial digits, 1 check digit, ISO country code. */
const S10 = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/;

/**
 * The S10 check digit of an 8-digit serial: 11 minus the weighted sum modulo
 * 11, where 10 becomes 0 and 11 becomes 5 (UPU standard S10).
 *
 * @example s10CheckDigit('47312482') // 9, as in AA473124829GB
 */
export function s10CheckDigit(serial: string): number {
  const sum = [...serial].reduce((total, digit, i) => total + Number(digit) * (S10_WEIGHTS[i] ?? 0), 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** The parts of a valid S10 identifier (right shape and check digit), else undefined. */
export function parseS10(number: string): { service: string; serial: string; country: string } | undefined {
  const match = S10.exec(number);
  if (!match) return undefined;
  const [, service = '', serial = '', check = '', country = ''] = match;
  return s10CheckDigit(serial) === Number(check) ? { service, serial, country } : undefined;
}

/** Number shapes of the carriers the store ships with, tried in order (the first match wins). */
const PATTERNS: readonly { carrier: string; pattern: RegExp }[] = [
  // UPS: 1Z, 6-character shipper number, 2-digit service, 8-character package number.
  { carrier: 'ups', pattern: /^1Z[0-9A-Z]{16}$/ },
  // USPS Intelligent Mail package barcode: 22 digits starting 91–95.
  { carrier: 'usps', pattern: /^9[1-5]\d{20}$/ },
  // FedEx: Express 12 digits, Ground 15 digits, Ground 96 barcode 22 digits.
  { carrier: 'fedex', pattern: /^(?:\d{12}|\d{15}|96\d{20})$/ },
  // DHL Express: 10-digit waybill; DHL Parcel: JJD followed by 18 digits.
  { carrier: 'dhl', pattern: /^(?:\d{10}|JJD\d{18})$/ },
];

/** Which postal operator handles an S10 item, by the country that issued it. */
const S10_CARRIERS: Record<string, string> = { GB: 'royal_mail', US: 'usps' };

/**
 * The carrier a tracking number belongs to, from its shape, or null when it
 * fits none (or is an S10 number with a wrong check digit). Expects the number
 * in upper case.
 *
 * @example detectCarrier('1Z999AA10123456784') // 'ups'
 * @example detectCarrier('AA473124829GB') // 'royal_mail'
 */
export function detectCarrier(number: string): string | null {
  const s10 = parseS10(number);
  if (s10) return S10_CARRIERS[s10.country] ?? null;
  return PATTERNS.find(({ pattern }) => pattern.test(number))?.carrier ?? null;
}

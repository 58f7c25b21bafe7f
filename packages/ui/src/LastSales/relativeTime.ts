const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * "3 minutes ago" in the shopper's language, from an ISO time and "now"
 * (both UTC instants, so time zones do not matter). Picks the largest unit
 * that fits; under a minute reads "now".
 *
 * @example
 * relativeTime('2026-05-01T10:00:00Z', Date.parse('2026-05-01T10:03:10Z'), 'en-US'); // "3 minutes ago"
 */
export function relativeTime(iso: string, now: number, locale = 'en-US'): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Math.abs(seconds) < 60) return format.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/**
 * The calendar day (UTC) of an instant as `YYYY-MM-DD`, the form `expires_on`
 * is stored and compared in: a prescription is usable through its last day.
 *
 * @example utcDay(new Date('2030-05-01T23:30:00Z')); // "2030-05-01"
 */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Weekday names, Monday first (ISO 8601 numbers them 1–7). */
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Opening hours as the merchant sets them: local wall-clock times on ISO weekdays (1 = Monday … 7 = Sunday). */
export interface WeeklyHours {
  weekdays: number[];
  /** `HH:MM`, local time. */
  opens: string;
  closes: string;
}

/** One opening period as exact UTC instants. */
export interface OpeningPeriod {
  day: (typeof WEEKDAYS)[number];
  opens_at: string;
  closes_at: string;
}

/** The wall-clock date and time `instant` shows in `timeZone`, read as if it were UTC. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/**
 * The UTC instant of a local wall-clock time in `timeZone`. The zone's offset is
 * looked up twice, so a time next to a daylight-saving change lands right.
 *
 * @example zonedTimeToUtc(Date.UTC(2025, 6, 1), '09:00', 'Europe/London') // 2025-07-01T08:00:00Z
 */
export function zonedTimeToUtc(localDate: number, time: string, timeZone: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = localDate + (hours * 60 + minutes) * 60 * 1000;
  const firstGuess = wall - (wallClockAsUtc(wall, timeZone) - wall);
  const offset = wallClockAsUtc(firstGuess, timeZone) - firstGuess;
  return new Date(wall - offset);
}

/**
 * The opening periods of the seven days starting with today in the store's
 * time zone, as UTC instants (clients convert them to the shopper's own zone).
 *
 * @example openingPeriods([{ weekdays: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00' }], 'Europe/London', new Date())
 */
export function openingPeriods(hours: readonly WeeklyHours[], timeZone: string, now: Date): OpeningPeriod[] {
  const wallNow = wallClockAsUtc(now.getTime(), timeZone);
  const today = wallNow - (wallNow % DAY_MS);
  const periods: OpeningPeriod[] = [];
  for (let offset = 0; offset < 7; offset++) {
    const date = today + offset * DAY_MS;
    const isoWeekday = ((new Date(date).getUTCDay() + 6) % 7) + 1;
    for (const rule of hours) {
      if (!rule.weekdays.includes(isoWeekday)) continue;
      periods.push({
        day: WEEKDAYS[isoWeekday - 1] ?? 'monday',
        opens_at: zonedTimeToUtc(date, rule.opens, timeZone).toISOString(),
        closes_at: zonedTimeToUtc(date, rule.closes, timeZone).toISOString(),
      });
    }
  }
  return periods.sort((a, b) => a.opens_at.localeCompare(b.opens_at));
}

/** Text of {@link ReservationCountdown}; override to translate. */
export interface ReservationCountdownLabels {
  /** Shown with the time left, e.g. "Check out within 14:05". */
  title: (time: string) => string;
  /** Told to screen readers once a minute, e.g. "14 minutes left to check out". */
  minutesLeft: (minutes: number) => string;
  /** What the countdown does not promise: the engine holds no stock for a cart. */
  note: string;
  /** In place of the title once the time has passed (the note stays). */
  over: string;
}

export const DEFAULT_RESERVATION_COUNTDOWN_LABELS: ReservationCountdownLabels = {
  title: (time) => `Check out within ${time}`,
  minutesLeft: (minutes) => (minutes === 1 ? '1 minute left to check out' : `${minutes} minutes left to check out`),
  note: 'Items in your cart are not set aside for you: they can sell out until you pay.',
  over: 'The suggested time to check out has passed.',
};

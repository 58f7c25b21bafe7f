/** Where "now" comes from. Injected so tests can stand at 19:59 or 20:01 of a 20-minute window. */
export type Clock = () => Date;

/** The real time. */
export const systemClock: Clock = () => new Date();

/** `date` moved by `seconds` (negative moves back). */
export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

import type { Migration } from './migration.types';

/**
 * Rate-limit counters are stored under a digest of their key (see
 * `storedRateLimitKey`); the counters kept in clear until now (e-mail
 * addresses, client addresses, cart tokens) are dropped. They are short-lived
 * windows, so the only effect is that current windows start again.
 */
export const hashedRateLimitKeys: Migration = {
  id: '0021_hashed_rate_limit_keys',
  sql: /* sql */ `
DELETE FROM rate_limits;
`,
};

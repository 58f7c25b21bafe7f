import type { StoreClient } from '../client/client.types';

/** Store API path of the rewards token (spec 7). */
export const REWARDS_TOKEN_PATH = '/stamped/getToken';
/** Tries the token fetch makes before giving up (spec 7, 9: retried 3 times). */
export const REWARDS_TOKEN_ATTEMPTS = 3;
/** Wait between token tries (spec 9: 50 ms). */
export const REWARDS_TOKEN_RETRY_DELAY_MS = 50;

/** Options of `fetchRewardsToken`. */
export interface FetchRewardsTokenOptions {
  /** Waits `ms`; defaults to `setTimeout`. Tests pass fake timers or a spy. */
  sleep?: (ms: number) => Promise<void>;
}

const sleepWithTimeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The rewards token (`GET /stamped/getToken` → `{ token }`): up to 3 tries,
 * 50 ms apart; when every try fails, an empty token (spec 8: the failure is
 * ignored). Never rejects.
 *
 * @example
 * const token = await fetchRewardsToken(client); // "eyJ…" or ""
 */
export async function fetchRewardsToken(
  client: Pick<StoreClient, 'request'>,
  options: FetchRewardsTokenOptions = {},
): Promise<string> {
  const sleep = options.sleep ?? sleepWithTimeout;
  for (let attempt = 1; attempt <= REWARDS_TOKEN_ATTEMPTS; attempt += 1) {
    try {
      const answer = await client.request<{ token?: unknown }>('GET', REWARDS_TOKEN_PATH);
      return typeof answer?.token === 'string' ? answer.token : '';
    } catch {
      if (attempt < REWARDS_TOKEN_ATTEMPTS) await sleep(REWARDS_TOKEN_RETRY_DELAY_MS);
    }
  }
  return '';
}

import type { Db } from '../db/db.types';
import { createRewards, type RewardsOptions, type RewardsService } from '../rewards/rewards';
import { createTracking, type TrackingOptions, type TrackingService } from '../tracking/tracking';
import { relayConfigFromEnv, type RelayConfig, type RelaySender } from '../tracking/tracking.relay';
import { visitorLocation, type HeaderSource } from './ip';
import type { ExchangeRatesBody, IpInfoBody } from './money.schema';
import { listExchangeRates, updateExchangeRates, type RatesUpdateResult } from './rates';

/** Options of `createMoney`; `moneyOptionsFromEnv` reads them from the environment. */
export interface MoneyOptions {
  rewards?: RewardsOptions;
  /** Tracking relay destinations; none when absent (events are still de-duplicated). */
  relay?: RelayConfig;
  /** How relay messages leave (HTTP POST by default). */
  sender?: RelaySender;
  /** The visitor's stored consent decision, which the tracking relay obeys. */
  storedConsent?: TrackingOptions['storedConsent'];
  /** The store currency: exchange rates are based on it (default USD). */
  currency?: string;
}

/** Exchange rates, the visitor's location, rewards and the tracking relay. */
export interface MoneyService {
  /** GET /exchanges → `{ rates, base }`. */
  exchangeRates(): Promise<ExchangeRatesBody>;
  /** Applies a rates file or feed atomically (the `update-rates` script). */
  updateExchangeRates(input: unknown): Promise<RatesUpdateResult>;
  /** GET /ip → `{ iso_code, state, currency }` from the request headers. */
  visitorLocation(headers: HeaderSource): IpInfoBody;
  rewards: RewardsService;
  tracking: TrackingService;
}

/**
 * Settings from the environment: `VITRINE_REWARDS_SECRET` signs rewards tokens
 * (else a random secret kept in the database); the relay reads
 * `VITRINE_STORE_ID`, `VITRINE_PIXEL_CODES`, `VITRINE_CONVERSION_API_URL`, `VITRINE_AD_PIXEL_URL`.
 */
export function moneyOptionsFromEnv(env: Record<string, string | undefined> = process.env): MoneyOptions {
  return {
    rewards: env.VITRINE_REWARDS_SECRET ? { tokenSecret: env.VITRINE_REWARDS_SECRET } : {},
    relay: relayConfigFromEnv(env),
  };
}

/**
 * The money and locale module of the engine.
 *
 * @example const money = createMoney(db); const { rates } = await money.exchangeRates();
 */
export function createMoney(db: Db, options: MoneyOptions = {}): MoneyService {
  return {
    exchangeRates: () => listExchangeRates(db, options.currency),
    updateExchangeRates: (input) => updateExchangeRates(db, input, options.currency),
    visitorLocation: (headers) => visitorLocation(headers, options.currency),
    rewards: createRewards(db, options.rewards),
    tracking: createTracking(db, {
      config: options.relay ?? { storeId: 'vitrine', pixelCodes: [] },
      ...(options.sender ? { sender: options.sender } : {}),
      ...(options.storedConsent ? { storedConsent: options.storedConsent } : {}),
    }),
  };
}

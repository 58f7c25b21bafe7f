import type { Db } from '../db/db.types';
import { createRewards, type RewardsOptions, type RewardsService } from '../rewards/rewards';
import { createTracking, type TrackingOptions, type TrackingService } from '../tracking/tracking';
import type { RelayConfig, RelaySender } from '../tracking/tracking.relay';
import { visitorLocation, type VisitorSignals } from './ip';
import type { ExchangeRatesBody, IpInfoBody } from './money.schema';
import { listExchangeRates, updateExchangeRates, type RatesUpdateResult } from './rates';

/** Options of `createMoney` (`moneyOptionsFor` builds them from the configuration). */
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
  /** GET /ip → `{ iso_code, state, currency }` from what the storefront read of the visitor. */
  visitorLocation(signals: VisitorSignals): IpInfoBody;
  rewards: RewardsService;
  tracking: TrackingService;
}

/** The money module's configuration (`commerceOptionsFromEnv` reads it from the environment). */
export interface MoneyConfig {
  /** Signs rewards tokens (`VITRINE_REWARDS_SECRET`); else a random secret kept in the database. */
  rewardsSecret?: string;
  /** The tracking relay's destinations. */
  relay?: RelayConfig;
}

/** The options of `createMoney` for a configuration. */
export function moneyOptionsFor(config: MoneyConfig = {}): MoneyOptions {
  return {
    rewards: config.rewardsSecret ? { tokenSecret: config.rewardsSecret } : {},
    ...(config.relay ? { relay: config.relay } : {}),
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
    visitorLocation: (signals) => visitorLocation(signals, options.currency),
    rewards: createRewards(db, options.rewards),
    tracking: createTracking(db, {
      config: options.relay ?? { storeId: 'vitrine', pixelCodes: [] },
      ...(options.sender ? { sender: options.sender } : {}),
      ...(options.storedConsent ? { storedConsent: options.storedConsent } : {}),
    }),
  };
}

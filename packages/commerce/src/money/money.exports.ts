/** Public names of the money, rewards and tracking modules (re-exported by the package index). */
export { listExchangeRates, updateExchangeRates, type RatesUpdateResult } from './rates';
export { visitorLocation, DEFAULT_VISITOR_COUNTRY, type VisitorSignals } from './ip';
export { currencyOfCountry } from './country-currency';
export { ratesUpdateSchema, type ExchangeRatesBody, type IpInfoBody } from './money.schema';
export { createRewards, type RewardsOptions, type RewardsService } from '../rewards/rewards';
export { createBuiltinRewards } from '../rewards/rewards.builtin';
export { pointsWithName, type AwardResult, type RewardsProvider } from '../rewards/rewards.provider';
export { REWARDS_TOKEN_LIFETIME_SECONDS } from '../rewards/rewards.token';
export * from '@vitrine/headless/contract';
export { createTracking, type TrackingService, type TrackingOptions } from '../tracking/tracking';
export * from '../tracking/tracking.relay';
export * from '@vitrine/headless/contract';
export { scrubCardData } from '../tracking/tracking.scrub';

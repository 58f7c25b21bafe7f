/** Public names of the money, rewards and tracking modules (re-exported by the package index). */
export type { RatesUpdateResult } from './rates';
export { visitorLocation, DEFAULT_VISITOR_COUNTRY, type VisitorSignals } from './ip';
export { currencyOfCountry } from './country-currency';
export { ratesUpdateSchema, type ExchangeRatesBody, type IpInfoBody } from './money.schema';
export type { RewardsOptions, RewardsService } from '../rewards/rewards';
export { pointsWithName, type AwardResult, type RewardsProvider } from '../rewards/rewards.provider';
export { REWARDS_TOKEN_LIFETIME_SECONDS } from '../rewards/rewards.token';
export * from '@vitrine/headless/contract';
export type { TrackingService, TrackingOptions } from '../tracking/tracking';
export * from '../tracking/tracking.relay';
export * from '@vitrine/headless/contract';
export { scrubCardData } from '../tracking/tracking.scrub';

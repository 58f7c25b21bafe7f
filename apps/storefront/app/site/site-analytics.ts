import {
  createGa4Adapter,
  createMetaPixelAdapter,
  createPinterestAdapter,
  createStatisticsRelay,
  createTiktokPixelAdapter,
  type TrackingAdapter,
} from '@vitrine/headless';
import type { ConsentRecord } from './site-privacy';

/** The store's analytics setting as the page receives it (ids are public: they are in every pixel call). */
export interface SiteAnalyticsConfig {
  ga4_measurement_id: string | null;
  meta_pixel_id: string | null;
  tiktok_pixel_id: string | null;
  pinterest_tag_id: string | null;
  track_pinterest_ecommerce: boolean;
  /** Where the conversion-API and ad-pixel relay events go; the store's `/api/statistics/events` when null. */
  relay_endpoint: string | null;
}

/**
 * The destinations a decision allows: GA4 with `analytics`; Meta (+ its
 * conversion-API relay), TikTok (+ its ad-pixel relay) and Pinterest with
 * `marketing`. Only configured ones. (This module is the networks' code, its
 * own chunk, loaded only once a decision allows tracking; the consent gate is
 * the privacy controller's tracker.)
 *
 * @example adaptersFor(config, { analytics: true, marketing: false }, () => visitorId).map((a) => a.name) // ['ga4']
 */
export function adaptersFor(
  config: SiteAnalyticsConfig,
  consent: Pick<ConsentRecord, 'analytics' | 'marketing'>,
  visitorId: () => string | null,
): TrackingAdapter[] {
  const adapters: TrackingAdapter[] = [];
  if (consent.analytics && config.ga4_measurement_id) {
    adapters.push(createGa4Adapter({ measurementId: config.ga4_measurement_id }));
  }
  if (!consent.marketing) return adapters;
  const relay =
    config.meta_pixel_id || config.tiktok_pixel_id
      ? createStatisticsRelay({ endpoint: config.relay_endpoint ?? undefined, visitorId })
      : undefined;
  if (config.meta_pixel_id) adapters.push(createMetaPixelAdapter({ pixelId: config.meta_pixel_id, relay }));
  if (config.tiktok_pixel_id) adapters.push(createTiktokPixelAdapter({ pixelId: config.tiktok_pixel_id, relay }));
  if (config.pinterest_tag_id) {
    adapters.push(
      createPinterestAdapter({ tagId: config.pinterest_tag_id, ecommerce: config.track_pinterest_ecommerce }),
    );
  }
  return adapters;
}

import type { ShopperEvent } from '@vitrine/headless/contract';
import { conversionUserData, scrubCardData } from './tracking.scrub';

/** Where events are relayed to, and as whom. Nothing is relayed to a destination without an address. */
export interface RelayConfig {
  /** The store's id at the receivers (`store_id` / `store`). */
  storeId: string;
  /** Pixel codes the events are for (`pixels` / `pixel_codes`). */
  pixelCodes: string[];
  /** Conversion-API address (text body). */
  conversionApiUrl?: string;
  /** Ad-pixel address (JSON body). */
  adPixelUrl?: string;
}

/** One outgoing relay message. */
export interface RelayMessage {
  url: string;
  contentType: string;
  body: string;
}

/** Sends a relay message; resolves with the receiver's HTTP status, rejects when it cannot be reached. */
export type RelaySender = (message: RelayMessage) => Promise<{ status: number }>;

/** Who sent the events (from the intake request), for the receivers' matching. */
export interface RequestOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

/** Wait for a receiver before giving up on it. */
export const RELAY_TIMEOUT_MS = 5000;

/**
 * The default sender: a POST over HTTP(S) with a timeout.
 *
 * @example const sender = httpSender(); await sender({ url, contentType: 'application/json', body: '{}' });
 */
export function httpSender(timeoutMs = RELAY_TIMEOUT_MS): RelaySender {
  return async ({ url, contentType, body }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return { status: response.status };
  };
}

/**
 * The conversion-API message (spec 7): a text body of JSON with store_id,
 * event_name, event_time, event_source_url, event_id, pixels, user_data.
 */
export function conversionApiMessage(
  config: RelayConfig,
  event: ShopperEvent,
  origin: RequestOrigin,
  now: Date,
): RelayMessage | null {
  if (!config.conversionApiUrl) return null;
  const userData = conversionUserData(event.user_data);
  if (origin.ip) userData.client_ip_address = origin.ip;
  if (origin.userAgent) userData.client_user_agent = origin.userAgent;
  const body = {
    store_id: config.storeId,
    event_name: event.event_name,
    event_time: event.event_time ?? Math.floor(now.getTime() / 1000),
    event_source_url: event.event_source_url ?? null,
    event_id: event.event_id,
    pixels: config.pixelCodes,
    user_data: userData,
  };
  return { url: config.conversionApiUrl, contentType: 'text/plain;charset=UTF-8', body: JSON.stringify(body) };
}

/**
 * The ad-pixel message (spec 7): JSON with store, pixel_codes, event,
 * event_id, timestamp (ISO 8601, UTC), context (page, user agent, ip) and
 * properties, card data scrubbed.
 */
export function adPixelMessage(
  config: RelayConfig,
  event: ShopperEvent,
  origin: RequestOrigin,
  now: Date,
): RelayMessage | null {
  if (!config.adPixelUrl) return null;
  const time = event.event_time === undefined ? now : new Date(event.event_time * 1000);
  const body = {
    store: config.storeId,
    pixel_codes: config.pixelCodes,
    event: event.event_name,
    event_id: event.event_id,
    timestamp: time.toISOString(),
    context: scrubCardData({
      ...event.context,
      page: { url: event.event_source_url ?? null },
      user_agent: origin.userAgent ?? null,
      ip: origin.ip ?? null,
    }),
    properties: scrubCardData(event.properties ?? {}),
  };
  return { url: config.adPixelUrl, contentType: 'application/json', body: JSON.stringify(body) };
}

/**
 * Relay settings from the environment: `VITRINE_STORE_ID`, `VITRINE_PIXEL_CODES`
 * (comma-separated), `VITRINE_CONVERSION_API_URL`, `VITRINE_AD_PIXEL_URL`.
 */
export function relayConfigFromEnv(env: Record<string, string | undefined>): RelayConfig {
  return {
    storeId: env.VITRINE_STORE_ID ?? 'vitrine',
    pixelCodes: (env.VITRINE_PIXEL_CODES ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    ...(env.VITRINE_CONVERSION_API_URL ? { conversionApiUrl: env.VITRINE_CONVERSION_API_URL } : {}),
    ...(env.VITRINE_AD_PIXEL_URL ? { adPixelUrl: env.VITRINE_AD_PIXEL_URL } : {}),
  };
}

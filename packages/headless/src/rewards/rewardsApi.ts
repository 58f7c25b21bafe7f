import type { StoreClient } from '../client/client.types';
import { CLIENT_ERROR_CODES, StoreApiError } from '../client/StoreApiError';
import type {
  CampaignId,
  ExternalRewardsApiOptions,
  ExternalRewardsPaths,
  RedeemResponse,
  RewardsApi,
  RewardsCampaign,
  RewardsCustomer,
  RewardsPointsResponse,
} from './rewards.types';

/** Store API paths that relay the rewards provider's calls (the server holds its key and store id). */
export const STORE_REWARDS_PATHS = {
  /** POST `{ customerId, customerEmail, authToken }` → `{ points, points_current_with_name }`. */
  points: '/rewards/points',
  /** GET → `{ campaigns: RewardsCampaign[] }`. */
  campaigns: '/rewards/campaigns',
  /** POST `{ templateId, customerId, customerEmail, authToken }` → `{ name, rule_code }`. */
  redeem: '/rewards/redeem',
} as const;

/** Default paths at the provider, relative to its base URL. */
export const DEFAULT_EXTERNAL_REWARDS_PATHS: ExternalRewardsPaths = {
  points: '/points',
  campaigns: '/campaigns',
  redeem: '/redeem',
};

/** Message when the rewards provider could not be reached. */
export const REWARDS_NETWORK_ERROR_MESSAGE =
  'Could not reach the rewards service. Check your connection and try again.';
/** Machine code of a provider failure that came without one. */
export const REWARDS_PROVIDER_ERROR_CODE = 'REWARDS_PROVIDER_ERROR';

function customerFields(customer: RewardsCustomer) {
  return { customerId: String(customer.id), customerEmail: customer.email, authToken: customer.authToken };
}

/** A campaign list from a bare array or one wrapped in `campaigns` or `data`. */
function campaignList(answer: unknown): RewardsCampaign[] {
  if (Array.isArray(answer)) return answer as RewardsCampaign[];
  const wrapped = answer as { campaigns?: unknown; data?: unknown } | null;
  if (Array.isArray(wrapped?.campaigns)) return wrapped.campaigns as RewardsCampaign[];
  if (Array.isArray(wrapped?.data)) return wrapped.data as RewardsCampaign[];
  return [];
}

/**
 * The default rewards calls: through the store API (`/api/store/rewards/...`),
 * whose server adds the provider's key and store id, as JSON.
 *
 * @example
 * const api = createStoreRewardsApi(client);
 * const { points } = await api.getPoints({ id: 7, email: 'ana@example.com', authToken: token });
 */
export function createStoreRewardsApi(client: Pick<StoreClient, 'request'>): RewardsApi {
  return {
    source: 'store-api',
    getPoints: (customer) =>
      client.request<RewardsPointsResponse>('POST', STORE_REWARDS_PATHS.points, { body: customerFields(customer) }),
    listCampaigns: async () => campaignList(await client.request<unknown>('GET', STORE_REWARDS_PATHS.campaigns)),
    redeem: ({ templateId, customer }) =>
      client.request<RedeemResponse>('POST', STORE_REWARDS_PATHS.redeem, {
        body: { templateId, ...customerFields(customer) },
      }),
  };
}

/**
 * Rewards calls straight to the provider (spec 7): form-encoded POSTs with the
 * customer id, email and token, and the key and store id in the query
 * (`key`, `store_id`). A failure rejects with a `StoreApiError` whose message
 * is the provider's `message` when it sent one.
 *
 * @example
 * const api = createExternalRewardsApi({ baseUrl: 'https://loyalty.example/api', apiKey: plugin.api_public_key, storeId: plugin.store_hash });
 * useRewards({ rewardsApi: api });
 */
export function createExternalRewardsApi(options: ExternalRewardsApiOptions): RewardsApi {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const paths = { ...DEFAULT_EXTERNAL_REWARDS_PATHS, ...options.paths };
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const query = new URLSearchParams({ key: options.apiKey, store_id: options.storeId }).toString();

  async function call<T>(path: string, form?: Record<string, string>): Promise<T> {
    const init: RequestInit = { method: form ? 'POST' : 'GET', headers: { Accept: 'application/json' } };
    if (form) init.body = new URLSearchParams(form); // sent as application/x-www-form-urlencoded
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(`${baseUrl}${path}?${query}`, init);
      const text = await response.text();
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = undefined;
      }
    } catch (cause) {
      throw new StoreApiError(
        { status: 0, code: CLIENT_ERROR_CODES.network, message: REWARDS_NETWORK_ERROR_MESSAGE },
        { cause },
      );
    }
    if (!response.ok) {
      const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
      throw new StoreApiError({
        status: response.status,
        code: typeof code === 'string' ? code : REWARDS_PROVIDER_ERROR_CODE,
        message:
          typeof message === 'string' && message !== '' ? message : `Rewards request failed (${response.status})`,
      });
    }
    return body as T;
  }

  return {
    source: 'external',
    getPoints: (customer) => call<RewardsPointsResponse>(paths.points, customerFields(customer)),
    listCampaigns: async () => campaignList(await call<unknown>(paths.campaigns)),
    redeem: ({ templateId, customer }: { templateId: CampaignId; customer: RewardsCustomer }) =>
      call<RedeemResponse>(paths.redeem, { templateId: String(templateId), ...customerFields(customer) }),
  };
}

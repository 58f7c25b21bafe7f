import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreApiError } from '../client/StoreApiError';
import { TEST_BASE_URL } from '../test/fixtures';
import { createExternalRewardsApi, createStoreRewardsApi } from './rewardsApi';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const customer = { id: 7, email: 'ana@example.com', authToken: 'tok-1' };
const PROVIDER = 'https://loyalty.test/v2';

describe('createStoreRewardsApi', () => {
  it('relays through /api/store/rewards with JSON bodies', async () => {
    const bodies: Record<string, unknown> = {};
    server.use(
      http.post(`${TEST_BASE_URL}/rewards/points`, async ({ request }) => {
        bodies.points = await request.json();
        return HttpResponse.json({ points: 120, points_current_with_name: '120 Points' });
      }),
      http.get(`${TEST_BASE_URL}/rewards/campaigns`, () =>
        HttpResponse.json({
          campaigns: [{ id: 1, title: '$5 off', cost: 500, data: { discount_type: 'fixed_cart' } }],
        }),
      ),
      http.post(`${TEST_BASE_URL}/rewards/redeem`, async ({ request }) => {
        bodies.redeem = await request.json();
        return HttpResponse.json({ name: '$5 off', rule_code: 'RWD-5' });
      }),
    );
    const api = createStoreRewardsApi(createStoreClient({ baseUrl: TEST_BASE_URL }));
    expect(api.source).toBe('store-api');
    expect(await api.getPoints(customer)).toEqual({ points: 120, points_current_with_name: '120 Points' });
    expect(await api.listCampaigns()).toHaveLength(1);
    expect(await api.redeem({ templateId: 1, customer })).toEqual({ name: '$5 off', rule_code: 'RWD-5' });
    expect(bodies).toEqual({
      points: { customerId: '7', customerEmail: 'ana@example.com', authToken: 'tok-1' },
      redeem: { templateId: 1, customerId: '7', customerEmail: 'ana@example.com', authToken: 'tok-1' },
    });
  });
});

describe('createExternalRewardsApi', () => {
  const api = () => createExternalRewardsApi({ baseUrl: `${PROVIDER}/`, apiKey: 'pk_1', storeId: 'store-9' });

  it('posts form-encoded customer fields with the key and store id in the query', async () => {
    const seen: Array<{ query: Record<string, string>; type: string | null; form: Record<string, string> }> = [];
    const capture =
      (answer: object) =>
      async ({ request }: { request: Request }) => {
        const form = Object.fromEntries(new URLSearchParams(await request.text()));
        seen.push({
          query: Object.fromEntries(new URL(request.url).searchParams),
          type: request.headers.get('content-type'),
          form,
        });
        return HttpResponse.json(answer);
      };
    server.use(
      http.post(`${PROVIDER}/points`, capture({ points: '120', points_current_with_name: '120 Points' })),
      http.post(`${PROVIDER}/redeem`, capture({ name: '$5 off', rule_code: 'RWD-5' })),
    );
    await api().getPoints(customer);
    await api().redeem({ templateId: 3, customer });
    expect(seen).toEqual([
      {
        query: { key: 'pk_1', store_id: 'store-9' },
        type: expect.stringContaining('application/x-www-form-urlencoded'),
        form: { customerId: '7', customerEmail: 'ana@example.com', authToken: 'tok-1' },
      },
      {
        query: { key: 'pk_1', store_id: 'store-9' },
        type: expect.stringContaining('application/x-www-form-urlencoded'),
        form: { templateId: '3', customerId: '7', customerEmail: 'ana@example.com', authToken: 'tok-1' },
      },
    ]);
  });

  it('reads campaign lists bare or wrapped', async () => {
    const campaign = { id: 1, title: 'Gift', cost: 100 };
    server.use(http.get(`${PROVIDER}/campaigns`, () => HttpResponse.json([campaign])));
    expect(await api().listCampaigns()).toEqual([campaign]);
    server.use(http.get(`${PROVIDER}/campaigns`, () => HttpResponse.json({ data: [campaign] })));
    expect(await api().listCampaigns()).toEqual([campaign]);
    server.use(http.get(`${PROVIDER}/campaigns`, () => HttpResponse.json({ unexpected: true })));
    expect(await api().listCampaigns()).toEqual([]);
  });

  it("rejects with the provider's message, or a status message without one", async () => {
    server.use(
      http.post(`${PROVIDER}/redeem`, () => HttpResponse.json({ message: 'Campaign ended' }, { status: 400 })),
    );
    await expect(api().redeem({ templateId: 3, customer })).rejects.toMatchObject({
      status: 400,
      code: 'REWARDS_PROVIDER_ERROR',
      message: 'Campaign ended',
    });
    server.use(http.post(`${PROVIDER}/redeem`, () => new HttpResponse('<h1>oops</h1>', { status: 502 })));
    await expect(api().redeem({ templateId: 3, customer })).rejects.toMatchObject({
      status: 502,
      message: 'Rewards request failed (502)',
    });
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    server.use(http.get(`${PROVIDER}/campaigns`, () => HttpResponse.error()));
    const error = await api()
      .listCampaigns()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

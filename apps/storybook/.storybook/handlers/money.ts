import { http, HttpResponse } from 'msw';
import { API, apiError, bodyOf } from './base';
import { storyData } from './state';

/** Rates against USD; only these currencies show in the selector (spec: hide those without a rate). */
export const DEMO_RATES = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 151.2,
  CAD: 1.37,
  AUD: 1.52,
  NZD: 1.66,
  CNY: 7.24,
  MXN: 17.1,
  INR: 83.4,
  BRL: 5.05,
  KRW: 1352,
};

/** Campaigns of the rewards provider (cost in points). */
const CAMPAIGNS = [
  { id: 501, title: '$5 off your order', cost: 500, data: { discount_type: 'fixed_cart' } },
  { id: 502, title: '15% off your order', cost: 1200, data: { discount_type: 'percent' } },
  { id: 503, title: 'Free Juniper Knit Beanie', cost: 2500, data: { discount_type: 'free_product' } },
];

const pointsAnswer = () => ({
  points: storyData.points,
  points_current_with_name: `${storyData.points.toLocaleString('en-US')} Points`,
});

/** Exchange rates and the visitor's location. */
export const moneyHandlers = [
  http.get(`${API}/exchanges`, () => HttpResponse.json({ base: 'USD', rates: DEMO_RATES })),
  http.get(`${API}/ip`, () => HttpResponse.json({ iso_code: 'FR', state: 'ARA', currency: 'EUR' })),
];

/** The loyalty-rewards relay and its token (points, campaigns, redeem). */
export const rewardsHandlers = [
  http.get(`${API}/stamped/getToken`, () => HttpResponse.json({ token: 'demo-rewards-token' })),
  http.post(`${API}/rewards/points`, () => HttpResponse.json(pointsAnswer())),
  http.get(`${API}/rewards/campaigns`, () => HttpResponse.json({ campaigns: CAMPAIGNS })),
  http.post(`${API}/rewards/redeem`, async ({ request }) => {
    const { templateId } = await bodyOf<{ templateId: number }>(request);
    const campaign = CAMPAIGNS.find((c) => String(c.id) === String(templateId));
    if (!campaign) return apiError(404, 'NOT_FOUND', 'This reward is no longer available');
    if (storyData.points < campaign.cost)
      return apiError(422, 'NOT_ENOUGH_POINTS', 'You do not have enough points for this reward');
    storyData.points -= campaign.cost;
    return HttpResponse.json({ name: campaign.title, rule_code: `RWD-${campaign.id}-8K2Q` });
  }),
];

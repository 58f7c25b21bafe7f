import { http, HttpResponse } from 'msw';
import { API, apiError, bodyOf } from './base';
import { storyData } from './state';

const SITES = [
  {
    id: 'us',
    name: 'Northwind US',
    url: 'https://us.northwind.example',
    countries: ['US', 'CA'],
    locale: 'en-US' as const,
    currency: 'USD',
    is_current: true,
  },
  {
    id: 'fr',
    name: 'Northwind France',
    url: 'https://fr.northwind.example',
    countries: ['FR', 'BE'],
    locale: 'fr-FR' as const,
    currency: 'EUR',
    is_current: false,
  },
  {
    id: 'il',
    name: 'Northwind ישראל',
    url: 'https://il.northwind.example',
    countries: ['IL'],
    locale: 'he-IL' as const,
    currency: 'ILS',
    is_current: false,
  },
];

const CONSENT_CATEGORIES = [
  {
    key: 'necessary' as const,
    name: 'Strictly necessary',
    description: 'Cart, checkout and security. Always on.',
    required: true,
    default: true,
  },
  {
    key: 'analytics' as const,
    name: 'Analytics',
    description: 'Helps us see which pages work.',
    required: false,
    default: false,
  },
  {
    key: 'marketing' as const,
    name: 'Marketing',
    description: 'Ads that follow you, measured.',
    required: false,
    default: false,
  },
  {
    key: 'preferences' as const,
    name: 'Preferences',
    description: 'Remembers your currency and language.',
    required: false,
    default: true,
  },
];

/** Regional sites, consent, customer service, error reports, referrals and analytics intake. */
export const serviceHandlers = [
  http.get('/api/app/multi_sites', () => HttpResponse.json({ country: 'FR', sites: SITES, suggested: SITES[1] })),
  http.get(`${API}/privacy_managements`, () =>
    HttpResponse.json({
      version: 3,
      country: 'FR',
      mode: 'opt_in',
      policy_url: '/policies/privacy-policy',
      categories: CONSENT_CATEGORIES,
      decision: storyData.consent,
      needs_decision: storyData.consent === null,
    }),
  ),
  http.post(`${API}/privacy_managements`, async ({ request }) => {
    const input = await bodyOf<{ visitor_id: string; categories: Record<string, boolean>; version: number }>(request);
    const categories = input.categories ?? {};
    storyData.consent = {
      visitor_id: input.visitor_id ?? '00000000-0000-0000-0000-000000000000',
      categories: {
        analytics: !!categories.analytics,
        marketing: !!categories.marketing,
        preferences: !!categories.preferences,
        necessary: true,
      },
      version: input.version ?? 3,
      country: 'FR',
      mode: 'opt_in',
      decided_at: new Date().toISOString(),
    };
    return HttpResponse.json({ decision: storyData.consent }, { status: 201 });
  }),
  http.get(`${API}/contact_service`, () =>
    HttpResponse.json({
      contact: {
        email: 'care@northwind.example',
        phone: '+33 4 78 00 12 34',
        whatsapp_url: null,
        chat_url: null,
        address: {
          company: 'Northwind Atelier SAS',
          address1: '14 Rue Mercière',
          address2: null,
          city: 'Lyon',
          postcode: '69002',
          country: 'FR',
        },
        time_zone: 'Europe/Paris',
        opening_hours: [
          { day: 'friday', opens_at: '2026-05-15T07:00:00.000Z', closes_at: '2026-05-15T16:00:00.000Z' },
          { day: 'saturday', opens_at: '2026-05-16T08:00:00.000Z', closes_at: '2026-05-16T12:00:00.000Z' },
          { day: 'monday', opens_at: '2026-05-18T07:00:00.000Z', closes_at: '2026-05-18T16:00:00.000Z' },
        ],
        topics: ['order', 'shipping', 'returns', 'product', 'payment', 'other'],
      },
    }),
  ),
  http.post(`${API}/contact_service`, async ({ request }) => {
    const { topic = 'other', message = '' } = await bodyOf<{ topic: string; message: string }>(request);
    if (message.trim().length < 10)
      return apiError(422, 'VALIDATION_FAILED', 'Tell us a little more (at least 10 characters)', { field: 'message' });
    return HttpResponse.json(
      { ticket: { number: `CS-${storyData.nextId++}`, topic, created_at: new Date().toISOString() } },
      { status: 201 },
    );
  }),
  http.post(`${API}/report`, () => HttpResponse.json({ accepted: true }, { status: 202 })),
  http.get(`${API}/influencers`, ({ request }) => {
    const code = new URL(request.url).searchParams.get('code') ?? '';
    if (code.toUpperCase() !== 'HANNA') return apiError(404, 'NOT_FOUND', 'Not Found');
    return HttpResponse.json({
      influencer: {
        code: 'HANNA',
        name: 'Hanna Lind',
        handle: '@hannalind',
        avatar_url: null,
        coupon_code: 'WELCOME10',
        message: 'Hanna picked these for you: 10% off with her code.',
      },
    });
  }),
  http.post(`${API}/influencers`, () =>
    HttpResponse.json(
      { attribution: { code: 'HANNA', expires_at: '2026-06-13T15:30:00.000Z' }, created: true },
      { status: 201 },
    ),
  ),
  http.post('/api/statistics/events', () => HttpResponse.json({ accepted: true }, { status: 202 })),
  http.post('/api/statistics/track', () => HttpResponse.json({ accepted: true }, { status: 202 })),
];

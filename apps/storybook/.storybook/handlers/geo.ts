import { http, HttpResponse } from 'msw';
import { API, apiError } from './base';

type Country = {
  code: string;
  iso2: string;
  name: string;
  dial_code: string;
  postcode_required: boolean;
  province_required: boolean;
  states: { code: string; name: string }[];
};

const country = (
  code: string,
  name: string,
  dial_code: string,
  postcode_required: boolean,
  states: [string, string][] = [],
): Country => ({
  code,
  iso2: code,
  name,
  dial_code,
  postcode_required,
  province_required: states.length > 0,
  states: states.map(([c, n]) => ({ code: c, name: n })),
});

export const COUNTRIES: Country[] = [
  country('US', 'United States', '1', true, [
    ['CA', 'California'],
    ['NY', 'New York'],
    ['TX', 'Texas'],
    ['WA', 'Washington'],
  ]),
  country('CA', 'Canada', '1', true, [
    ['BC', 'British Columbia'],
    ['ON', 'Ontario'],
    ['QC', 'Quebec'],
  ]),
  country('GB', 'United Kingdom', '44', true),
  country('FR', 'France', '33', true),
  country('DE', 'Germany', '49', true),
  country('IL', 'Israel', '972', false),
  country('JP', 'Japan', '81', true, [
    ['13', 'Tokyo'],
    ['27', 'Osaka'],
  ]),
  country('AU', 'Australia', '61', true, [
    ['NSW', 'New South Wales'],
    ['VIC', 'Victoria'],
  ]),
  country('AE', 'United Arab Emirates', '971', false),
  country('HK', 'Hong Kong', '852', false),
];

const PLACES = [
  {
    description: '14 Rue Mercière, 69002 Lyon, France',
    city: 'Lyon',
    province: '',
    province_name: '',
    postcode: '69002',
    country: 'FR',
    country_name: 'France',
  },
  {
    description: '221 Baker Street, London NW1 6XE, United Kingdom',
    city: 'London',
    province: '',
    province_name: '',
    postcode: 'NW1 6XE',
    country: 'GB',
    country_name: 'United Kingdom',
  },
  {
    description: '350 5th Avenue, New York, NY 10118, United States',
    city: 'New York',
    province: 'NY',
    province_name: 'New York',
    postcode: '10118',
    country: 'US',
    country_name: 'United States',
  },
];

/** Place lookups take 4–200 characters. */
function placesFor(request: Request) {
  const q = (new URL(request.url).searchParams.get('query') ?? '').trim();
  if (q.length < 4 || q.length > 200)
    return apiError(422, 'VALIDATION_FAILED', 'Enter 4 to 200 characters', { field: 'query' });
  const lower = q.toLowerCase();
  return HttpResponse.json({ places: PLACES.filter((p) => p.description.toLowerCase().includes(lower)) });
}

/** Countries with states and dial codes, and address lookups. */
export const geoHandlers = [
  http.get(`${API}/cart/get_hot_countries`, () =>
    HttpResponse.json(COUNTRIES.filter((c) => ['US', 'GB', 'FR', 'DE'].includes(c.code))),
  ),
  http.get(`${API}/countries`, () => HttpResponse.json({ countries: COUNTRIES })),
  http.get(`${API}/countries/:code`, ({ params }) => {
    const found = COUNTRIES.find((c) => c.code === String(params.code).toUpperCase());
    return found ? HttpResponse.json({ country: found }) : apiError(404, 'NOT_FOUND', 'Not Found');
  }),
  http.get(`${API}/place-auto-complete`, ({ request }) => placesFor(request)),
  http.get(`${API}/place_postal_code`, ({ request }) => placesFor(request)),
];

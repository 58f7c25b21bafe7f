import { http, HttpResponse } from 'msw';
import { API, apiError, bodyOf } from './base';

/** Uploads must be 1 byte to 8 MB. */
const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
const POWERS = [
  '-6.00',
  '-5.50',
  '-5.00',
  '-4.50',
  '-4.00',
  '-3.50',
  '-3.00',
  '-2.50',
  '-2.00',
  '-1.50',
  '-1.00',
  '-0.50',
  '0.00',
  '+0.50',
  '+1.00',
];
const CARRIERS = [
  { code: 'ups', name: 'UPS', tracking_url_template: 'https://www.ups.com/track?tracknum={tracking_number}' },
  {
    code: 'laposte',
    name: 'La Poste Colissimo',
    tracking_url_template: 'https://www.laposte.fr/outils/suivre-vos-envois?code={tracking_number}',
  },
];

/** Uploads, product documents, prescriptions and the tracking hub. */
export const filesHandlers = [
  http.post(`${API}/files/sign`, async ({ request }) => {
    const {
      filename = 'photo.jpg',
      content_type = 'image/jpeg',
      size = 0,
    } = await bodyOf<{ filename: string; content_type: string; size: number }>(request);
    if (size < 1 || size > MAX_UPLOAD_BYTES)
      return apiError(422, 'FILE_TOO_LARGE', 'Pictures can be at most 8MB', { field: 'size' });
    const id = `f_${filename.replace(/\W+/g, '').slice(0, 12)}`;
    return HttpResponse.json(
      {
        file_id: id,
        upload: {
          method: 'PUT',
          url: `${API}/files?id=${id}&token=demo`,
          headers: { 'Content-Type': content_type },
          expires_at: '2026-05-14T15:45:00.000Z',
        },
      },
      { status: 201 },
    );
  }),
  http.put(`${API}/files`, ({ request }) => {
    const id = new URL(request.url).searchParams.get('id') ?? 'f_upload';
    return HttpResponse.json({
      file: {
        id,
        filename: 'photo.jpg',
        content_type: request.headers.get('Content-Type') ?? 'image/jpeg',
        size: 1024,
        url: `/demo/alder-linen-shirt.svg`,
      },
    });
  }),
  http.get(
    `${API}/files/:id`,
    () => new HttpResponse(null, { status: 302, headers: { Location: '/demo/alder-linen-shirt.svg' } }),
  ),
  http.get(`${API}/attachments`, () =>
    HttpResponse.json({
      attachments: [
        {
          id: 'a_care',
          filename: 'linen-care.pdf',
          content_type: 'application/pdf',
          size: 182_000,
          url: `${API}/files/a_care`,
          title: 'Care guide',
        },
        {
          id: 'a_size',
          filename: 'size-guide.pdf',
          content_type: 'application/pdf',
          size: 96_000,
          url: `${API}/files/a_size`,
          title: 'Size guide',
        },
      ],
    }),
  ),
  http.get(`${API}/trackhub`, ({ request }) => {
    const number = new URL(request.url).searchParams.get('tracking_number');
    if (number === null) return HttpResponse.json({ carriers: CARRIERS });
    if (!/^[A-Za-z0-9]{5,50}$/.test(number))
      return apiError(422, 'VALIDATION_FAILED', 'Enter 5 to 50 letters and digits', { field: 'tracking_number' });
    const ups = number.toUpperCase().startsWith('1Z');
    return HttpResponse.json({
      tracking_number: number,
      carrier: ups ? CARRIERS[0]! : null,
      tracking_url: ups ? CARRIERS[0]!.tracking_url_template.replace('{tracking_number}', number) : null,
      order: null,
    });
  }),
  http.get(`${API}/fclca/prescriptions`, ({ request }) => {
    const productId = new URL(request.url).searchParams.get('product_id');
    if (productId !== null) {
      return HttpResponse.json({
        product_id: Number(productId),
        requires_prescription: true,
        attribute_key: 'power',
        fields: [
          { key: 'power_left', label: 'Power (L)', values: POWERS },
          { key: 'power_right', label: 'Power (R)', values: POWERS },
        ],
      });
    }
    return HttpResponse.json({
      prescriptions: [
        {
          id: 1,
          name: 'Daily lenses',
          power_left: '-2.50',
          power_right: '-2.00',
          expires_on: '2027-01-31',
          is_expired: false,
          created_at: '2026-02-01T10:00:00.000Z',
        },
      ],
      limit: 10,
    });
  }),
  http.post(`${API}/fclca/prescriptions`, async ({ request }) => {
    const {
      name = 'My prescription',
      power_left = '0.00',
      power_right = '0.00',
      expires_on = null,
    } = await bodyOf<{ name: string; power_left: string; power_right: string; expires_on: string | null }>(request);
    return HttpResponse.json(
      {
        prescription: {
          id: 2,
          name,
          power_left: String(power_left),
          power_right: String(power_right),
          expires_on,
          is_expired: false,
          created_at: new Date().toISOString(),
        },
      },
      { status: 201 },
    );
  }),
  http.delete(`${API}/fclca/prescriptions/:id`, () => HttpResponse.json({ prescriptions: [], limit: 10 })),
];

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { openingPeriods, zonedTimeToUtc } from './opening-hours';
import { createShopperService, type ShopperService } from './service';
import { SERVICE_RATE_LIMITS } from './service.limits';

let commerce: Commerce;
let service: ShopperService;
const NOW = new Date('2025-03-28T12:00:00Z'); // a Friday, two days before the UK moves its clocks forward

beforeAll(async () => {
  commerce = await openTestCommerce({ seed: false });
  service = createShopperService(commerce.db, { now: () => NOW });
});
afterAll(() => commerce?.close());

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  topic: 'order',
  message: 'Where is my parcel? It was due on Monday.',
};
let ipCounter = 0;
const freshIp = () => ({ ip: `198.51.100.${++ipCounter}` });

describe('GET /contact_service', () => {
  it('answers the channels and hides the merchant notice address', async () => {
    const { contact } = await service.contactChannels();
    expect(contact).toMatchObject({
      email: 'hello@vitrine.example',
      phone: '+44 20 7946 0321',
      time_zone: 'Europe/London',
    });
    expect(contact.whatsapp_url).toMatch(/^https:\/\/wa\.me\//);
    expect(contact.address).toMatchObject({ city: 'London', country: 'GB' });
    expect(contact.topics).toEqual(['order', 'shipping', 'returns', 'product', 'payment', 'other']);
    expect(JSON.stringify(contact)).not.toContain('service@vitrine.example');
  });

  it('gives opening hours as UTC instants for the next seven days, across a clock change', async () => {
    const { contact } = await service.contactChannels();
    expect(contact.opening_hours[0]).toEqual({
      day: 'friday',
      opens_at: '2025-03-28T09:00:00.000Z',
      closes_at: '2025-03-28T17:00:00.000Z',
    });
    expect(contact.opening_hours[1]).toEqual({
      day: 'saturday',
      opens_at: '2025-03-29T10:00:00.000Z',
      closes_at: '2025-03-29T14:00:00.000Z',
    });
    // After 30 March London is on summer time: 09:00 local is 08:00 UTC.
    expect(contact.opening_hours[2]).toEqual({
      day: 'monday',
      opens_at: '2025-03-31T08:00:00.000Z',
      closes_at: '2025-03-31T16:00:00.000Z',
    });
    expect(contact.opening_hours.map((p) => p.day)).toEqual([
      'friday',
      'saturday',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
    ]);
  });
});

describe('opening hours', () => {
  it('converts wall-clock times of any zone', () => {
    expect(zonedTimeToUtc(Date.UTC(2025, 0, 15), '09:00', 'Asia/Tokyo').toISOString()).toBe('2025-01-15T00:00:00.000Z');
    expect(zonedTimeToUtc(Date.UTC(2025, 6, 1), '09:00', 'America/New_York').toISOString()).toBe(
      '2025-07-01T13:00:00.000Z',
    );
  });

  it("starts with today in the store's zone, not in UTC", () => {
    // 23:30 UTC on Sunday is already Monday in Tokyo.
    const periods = openingPeriods(
      [{ weekdays: [1], opens: '09:00', closes: '10:00' }],
      'Asia/Tokyo',
      new Date('2025-01-12T23:30:00Z'),
    );
    expect(periods[0]).toEqual({
      day: 'monday',
      opens_at: '2025-01-13T00:00:00.000Z',
      closes_at: '2025-01-13T01:00:00.000Z',
    });
    expect(periods).toHaveLength(1);
  });
});

describe('POST /contact_service', () => {
  it('files a ticket and queues the acknowledgement and the merchant notice', async () => {
    const before = await commerce.db.query<{ id: number }>('SELECT id FROM email_outbox');
    const { ticket } = await service.contact({ ...valid, phone: '+44(20)7946-0000', order_number: '#1001' }, freshIp());
    expect(ticket).toEqual({
      number: expect.stringMatching(/^SR-\d{6,}$/),
      topic: 'order',
      created_at: NOW.toISOString(),
    });
    const [row] = await commerce.db.query<Record<string, unknown>>('SELECT * FROM service_tickets WHERE number = $1', [
      ticket.number,
    ]);
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44(20)7946-0000',
      order_number: '#1001',
      topic: 'order',
    });
    const mails = await commerce.db.query<{ to_address: string; subject: string; text_body: string }>(
      'SELECT to_address, subject, text_body FROM email_outbox WHERE id > $1 ORDER BY id',
      [Math.max(0, ...before.map((m) => m.id))],
    );
    expect(mails.map((m) => m.to_address)).toEqual(['ada@example.com', 'service@vitrine.example']);
    expect(mails[0]?.subject).toContain(ticket.number);
    expect(mails[1]?.text_body).toContain('Order: #1001');
    expect(mails[1]?.text_body).toContain(valid.message);
  });

  it('numbers tickets uniquely', async () => {
    const a = await service.contact(valid, freshIp());
    const b = await service.contact(valid, freshIp());
    expect(a.ticket.number).not.toBe(b.ticket.number);
  });

  it('keeps the message as plain text and escapes it in the HTML mail', async () => {
    const message = '<script>alert(1)</script> & <b>bold</b> please';
    const { ticket } = await service.contact({ ...valid, message }, freshIp());
    const [stored] = await commerce.db.query<{ message: string }>(
      'SELECT message FROM service_tickets WHERE number = $1',
      [ticket.number],
    );
    expect(stored?.message).toBe(message);
    const html = await commerce.db.query<{ html_body: string }>(
      'SELECT html_body FROM email_outbox WHERE subject LIKE $1',
      [`%${ticket.number}%`],
    );
    expect(html).toHaveLength(2);
    for (const mail of html) {
      expect(mail.html_body).not.toContain('<script>');
      expect(mail.html_body).toContain('&lt;script&gt;');
    }
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(101) }],
    ['name', { name: 'Ada\nBcc: x@y.z' }],
    ['email', { email: 'not-an-email' }],
    ['phone', { phone: '+1 555 0100' }],
    ['phone', { phone: '1'.repeat(31) }],
    ['phone', { phone: '555-0100 ext' }],
    ['order_number', { order_number: 'x'.repeat(51) }],
    ['topic', { topic: 'complaint' }],
    ['topic', { topic: undefined }],
    ['message', { message: 'too short' }],
    ['message', { message: '         short      ' }],
    ['message', { message: 'x'.repeat(5001) }],
    ['message', { message: 'hello there\u0007 bell' }],
  ])('refuses a bad %s and stores nothing (case %#)', async (field, change) => {
    const before = await commerce.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_tickets');
    await expectCommerceError(service.contact({ ...valid, ...change }, freshIp()), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field,
    });
    const after = await commerce.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_tickets');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("uses the spec's email message", async () => {
    const error = await expectCommerceError(service.contact({ ...valid, email: 'a@' }, freshIp()), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'email',
    });
    expect(error.message).toBe('Enter a valid email');
  });

  it('accepts the bounds: 1 and 100 character names, 10 and 5000 character messages, a 30 character phone', async () => {
    await service.contact({ ...valid, name: 'A', message: 'x'.repeat(10), phone: '1'.repeat(30) }, freshIp());
    await service.contact(
      { ...valid, name: 'A'.repeat(100), message: 'x'.repeat(5000), phone: '+1 (555) 010.0/1'.replace(/ /g, '') },
      freshIp(),
    );
  });

  it('limits messages per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < SERVICE_RATE_LIMITS.contact.limit; i++) await service.contact(valid, ip);
    const error = await expectCommerceError(service.contact(valid, ip), { status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(error.message).toBe('Frequent operations, please try again tomorrow');
    await service.contact(valid, freshIp());
  });
});

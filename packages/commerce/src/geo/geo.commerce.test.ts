import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { openTestCommerce } from '../test/harness';

describe('commerce.geo', () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await openTestCommerce();
  });
  afterAll(() => commerce.close());

  it('is wired into the engine', () => {
    expect(commerce.geo.hotCountries()[0]).toMatchObject({ code: 'US', dial_code: '1' });
    expect(commerce.geo.getCountry('br').states).toHaveLength(27);
    expect(commerce.geo.autocompletePlaces({ query: 'Sydney' })[0]?.postcode).toBe('2000');
  });
});

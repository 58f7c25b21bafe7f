import { describe, expect, it } from 'vitest';
import { addressLines } from './address-lines';

describe('addressLines', () => {
  it('writes a US address with the state and postcode after the city (not "94103 Springfield")', () => {
    expect(
      addressLines(
        {
          first_name: 'Ada',
          last_name: 'Lovelace',
          address1: '12 Elm St',
          city: 'Springfield',
          province: 'IL',
          postcode: '62701',
          country: 'US',
        },
        { province: 'Illinois', country: 'United States' },
      ),
    ).toEqual(['Ada Lovelace', '12 Elm St', 'Springfield, IL 62701', 'United States']);
  });

  it('puts a UK postcode on its own line and writes most countries postcode first', () => {
    expect(addressLines({ address1: '10 Downing St', city: 'London', postcode: 'SW1A 2AA', country: 'GB' })).toEqual([
      '10 Downing St',
      'London',
      'SW1A 2AA',
      'GB',
    ]);
    expect(
      addressLines(
        { address1: 'Rue de Rivoli 1', city: 'Paris', postcode: '75001', country: 'FR', phone: '+33 1' },
        { country: 'France' },
      ),
    ).toEqual(['Rue de Rivoli 1', '75001 Paris', 'France', '+33 1']);
  });
});

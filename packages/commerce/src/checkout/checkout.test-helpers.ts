import { CommerceError } from '../errors';
import type { CheckoutAddressInput } from '@vitrine/headless/contract';

/** A deliverable US address every test starts from and changes one field of. */
export const US_ADDRESS: CheckoutAddressInput = {
  first_name: 'Ana',
  last_name: 'Silva',
  company: '',
  address1: '1 Market Street',
  address2: '',
  city: 'San Francisco',
  country: 'US',
  province: 'CA',
  postcode: '94105',
  phone: '(415) 555-0100',
};

/** The same shopper shipping to São Paulo, with a valid CPF. */
export const BR_ADDRESS: CheckoutAddressInput = {
  ...US_ADDRESS,
  address1: 'Avenida Paulista 1000',
  city: 'São Paulo',
  country: 'BR',
  province: 'SP',
  postcode: '01310-100',
  phone: '11 91234-5678',
  tax_id: '529.982.247-25',
};

/** Runs a validator that must fail and returns its CommerceError. */
export function failure(run: () => unknown): CommerceError {
  try {
    run();
  } catch (error) {
    if (error instanceof CommerceError) return error;
    throw error;
  }
  throw new Error('expected a CommerceError');
}

import type { CheckoutAddress, ContactStep } from '@vitrine/commerce';
import { parse as parseCookies, serialize as serializeCookie, type SerializeOptions } from 'cookie';

/** Cookie that carries the validated contact step between the checkout pages. */
export const CHECKOUT_COOKIE = 'vitrine_checkout';
/** A checkout left for a day starts over from the contact step. */
const CHECKOUT_COOKIE_MAX_AGE = 60 * 60 * 24;
/** Browsers keep cookies up to ~4 KB; a bigger value means someone wrote it by hand. */
const MAX_COOKIE_VALUE = 3800;

/**
 * What the stepped checkout remembers between its pages: the contact step as
 * the server validated it, for the cart (hash) it was given for. The cart
 * itself keeps the e-mail, the country/province/postcode (for shipping and tax)
 * and the shipping method; the names and street of the address live only here.
 * No payment data is ever kept.
 */
export interface CheckoutState {
  hash: string;
  contact: ContactStep;
}

const ADDRESS_FIELDS: readonly (keyof CheckoutAddress)[] = [
  'first_name',
  'last_name',
  'company',
  'address1',
  'address2',
  'city',
  'country',
  'province',
  'postcode',
  'phone',
  'tax_id',
];

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 500;
}

/** Checks the shape of a decoded cookie: the values are re-validated by the engine before any order, this only keeps garbage out. */
function asState(value: unknown): CheckoutState | null {
  if (!value || typeof value !== 'object') return null;
  const { hash, contact } = value as Partial<CheckoutState>;
  if (!isText(hash) || !contact || typeof contact !== 'object') return null;
  const address = contact.shipping_address as Partial<CheckoutAddress> | undefined;
  if (!isText(contact.email) || !address || typeof address !== 'object') return null;
  if (!ADDRESS_FIELDS.every((field) => isText(address[field]))) return null;
  return {
    hash,
    contact: {
      email: contact.email,
      accepts_marketing: contact.accepts_marketing === true,
      shipping_address: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, address[f]])) as unknown as CheckoutAddress,
    },
  };
}

/** The checkout state of the request, or null (none, unreadable, or for another cart). */
export function readCheckoutState(request: Request, cartHash: string | null): CheckoutState | null {
  // The value is base64url, written as is: read it as sent, not URL-decoded.
  const raw = parseCookies(request.headers.get('Cookie') ?? '', { decode: (value) => value })[CHECKOUT_COOKIE];
  if (!raw || raw.length > MAX_COOKIE_VALUE) return null;
  try {
    const state = asState(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return state && cartHash !== null && state.hash === cartHash ? state : null;
  } catch {
    return null;
  }
}

function attributes(request: Request, maxAge: number): SerializeOptions {
  // Only the checkout pages read it; scripts never do.
  return {
    path: '/checkouts',
    maxAge,
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
  };
}

/** Set-Cookie for the state. */
export function checkoutStateCookie(request: Request, state: CheckoutState): string {
  const value = Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
  return serializeCookie(CHECKOUT_COOKIE, value, attributes(request, CHECKOUT_COOKIE_MAX_AGE));
}

/** Set-Cookie that forgets the state (after the order is placed). */
export function clearCheckoutStateCookie(request: Request): string {
  return serializeCookie(CHECKOUT_COOKIE, '', attributes(request, 0));
}

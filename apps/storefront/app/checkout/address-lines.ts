/** Countries whose addresses end with "City, ST 94105" (the state and postcode after the city). */
const CITY_STATE_POSTCODE = new Set(['US', 'CA', 'AU']);
/** Countries that write the postcode on its own line under the city. */
const POSTCODE_LINE = new Set(['GB', 'IE']);

/** An address as stored on an order or in the address book. */
export interface PostalAddress {
  first_name?: string;
  last_name?: string;
  company?: string;
  address1?: string;
  address2?: string;
  city?: string;
  province?: string;
  postcode?: string;
  country?: string;
  phone?: string;
}

/**
 * The lines of an address as an envelope in its country shows them: the
 * United States, Canada and Australia write "San Francisco, CA 94105", the UK
 * and Ireland put the postcode on its own line, most others "75001 Paris".
 * `names` gives the state's and country's names in the shopper's language.
 *
 * @example
 * addressLines({ first_name: 'Ada', city: 'San Francisco', province: 'CA', postcode: '94105', country: 'US', … }, { country: 'United States' })
 * // ['Ada …', '500 Market Street', 'San Francisco, CA 94105', 'United States']
 */
export function addressLines(address: PostalAddress, names: { province?: string; country?: string } = {}): string[] {
  const country = (address.country ?? '').toUpperCase();
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  const province =
    country === 'US' || country === 'CA' || country === 'AU' ? address.province : (names.province ?? address.province);
  let place: string[];
  if (CITY_STATE_POSTCODE.has(country)) {
    place = [[address.city, [province, address.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')];
  } else if (POSTCODE_LINE.has(country)) {
    place = [address.city ?? '', address.postcode ?? ''];
  } else {
    place = [[address.postcode, address.city].filter(Boolean).join(' '), province ?? ''];
  }
  return [
    name,
    address.company ?? '',
    address.address1 ?? '',
    address.address2 ?? '',
    ...place,
    names.country ?? country,
    address.phone ?? '',
  ]
    .map((line) => line.trim())
    .filter(Boolean);
}

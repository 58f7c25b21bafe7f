import { demoCart, demoLines } from '@vitrine/ui/fixtures';

/**
 * What the demo store remembers between calls of one story: the cart, the
 * wish list, the address book and what the shopper posted. Stories that
 * interact (add to cart, wish, redeem …) see their changes in later answers;
 * `resetStoryData()` puts everything back before each story.
 */
export interface StoryData {
  lines: { key: string; variantId: number; quantity: number; properties: { name: string; value: string }[] }[];
  /** The cart's `revision`: the demo cart's to start with (stories show it), raised by every change. */
  revision: number;
  couponCode: string | null;
  note: string;
  shippingMethod: string | null;
  address: Record<string, string> | null;
  email: string | null;
  paymentMethod: string | null;
  wishedProductIds: number[];
  addresses: {
    id: number;
    first_name: string;
    last_name: string;
    company: string;
    address1: string;
    address2: string;
    city: string;
    country: string;
    province: string;
    postcode: string;
    phone: string;
    default: boolean;
  }[];
  nextId: number;
  comments: { id: number; product_id: number; author: string; body: string; created_at: string }[];
  points: number;
  consent: Record<string, unknown> | null;
  /** Order numbers placed, by the checkout's idempotency key: a lost answer is looked up by it. */
  placedByKey: Record<string, string>;
}

function initialData(): StoryData {
  return {
    lines: demoLines.map((line) => ({
      key: line.key,
      variantId: line.variant.ID,
      quantity: line.quantity,
      properties: [],
    })),
    revision: demoCart().revision,
    couponCode: null,
    note: '',
    shippingMethod: null,
    address: null,
    email: null,
    paymentMethod: null,
    wishedProductIds: [102],
    addresses: [
      {
        id: 1,
        first_name: 'Inès',
        last_name: 'Moreau',
        company: '',
        address1: '14 Rue Mercière',
        address2: 'Apt 3',
        city: 'Lyon',
        country: 'FR',
        province: '',
        postcode: '69002',
        phone: '+33 4 78 00 12 34',
        default: true,
      },
      {
        id: 2,
        first_name: 'Inès',
        last_name: 'Moreau',
        company: 'Atelier Moreau',
        address1: '221 Baker Street',
        address2: '',
        city: 'London',
        country: 'GB',
        province: '',
        postcode: 'NW1 6XE',
        phone: '+44 20 7946 0018',
        default: false,
      },
    ],
    nextId: 1000,
    comments: [],
    points: 1350,
    consent: null,
    placedByKey: {},
  };
}

/** The live data; handlers read and change it. */
export const storyData: StoryData = initialData();

/** Puts the demo store back as it was: call before every story so stories do not leak into each other. */
export function resetStoryData(): void {
  Object.assign(storyData, initialData());
}

/**
 * Marks a change of the cart, as the store does with every write: its
 * `revision` (microseconds of the last change) grows, so a client that shows
 * the cart takes the answer as newer than the copy it has.
 */
export function touchCart(): void {
  storyData.revision = Math.max(storyData.revision + 1, Date.now() * 1000);
}

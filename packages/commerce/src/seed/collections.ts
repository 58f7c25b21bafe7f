import type { CollectionSeed, ProductSeed } from './seed.types';

const ofType =
  (...types: string[]) =>
  (product: ProductSeed) =>
    types.includes(product.type);

/** Price ceiling of the gift guide, in cents. */
const GIFT_PRICE_LIMIT = 5000;
/** Products that arrived within this many days count as new. */
const NEW_ARRIVAL_DAYS = 21;

/** The demo shop's collections, in menu order. */
export const COLLECTIONS: readonly CollectionSeed[] = [
  {
    handle: 'new-arrivals',
    title: 'New arrivals',
    description: 'Fresh in this month: new colours, new makers and a few old favourites back in stock.',
    pick: (product) => product.daysAgo <= NEW_ARRIVAL_DAYS,
  },
  {
    handle: 'shirts-and-tops',
    title: 'Shirts & Tops',
    description: 'Linen and oxford shirts, overshirts and the tees we wear under everything.',
    pick: ofType('Shirts', 'T-shirts'),
  },
  {
    handle: 'knitwear',
    title: 'Knitwear',
    description: 'Merino, lambswool, alpaca and cotton knits, made by mills that have been doing it for generations.',
    pick: ofType('Knitwear'),
  },
  {
    handle: 'trousers-and-denim',
    title: 'Trousers & Denim',
    description: 'Selvedge jeans, easy linen trousers and hard-wearing canvas, cut to be worn in.',
    pick: ofType('Denim', 'Trousers', 'Shorts'),
  },
  {
    handle: 'bags-and-accessories',
    title: 'Bags & Accessories',
    description:
      'Totes, rucksacks, leather goods, hats, scarves and socks: the things you carry and reach for every day.',
    pick: ofType('Hats', 'Scarves', 'Socks', 'Bags', 'Small leather goods'),
  },
  {
    handle: 'home-and-table',
    title: 'Home & Table',
    description: 'Stoneware from a small English pottery, stonewashed linen and beeswax candles for slow evenings.',
    pick: ofType('Mugs', 'Bowls', 'Plates', 'Vases', 'Table linen', 'Throws', 'Kitchen', 'Candles'),
  },
  {
    handle: 'paper-and-desk',
    title: 'Paper & Desk',
    description: 'Notebooks, sketchbooks and cards from an Italian bindery, and a pen worth keeping.',
    pick: ofType('Stationery'),
  },
  {
    handle: 'sale',
    title: 'Sale',
    description: 'Last colours and end-of-season pieces, marked down while they last.',
    pick: (product) => product.compareAt !== undefined,
  },
  {
    handle: 'gifts-under-50',
    title: 'Gifts under $50',
    description: 'Small, useful and beautifully made: presents that do not need a reason.',
    pick: (product) => product.price <= GIFT_PRICE_LIMIT,
  },
];

/** Texts of the home page; override any of them to translate. */
export interface HomePageLabels {
  eyebrow: string;
  heroTitle: string;
  heroLead: string;
  heroCta: string;
  /** The hero's second link, to one collection. */
  heroSecondary: (collection: string) => string;
  newArrivals: string;
  viewAll: string;
  shopByCollection: string;
  favourites: string;
}

export const DEFAULT_HOME_PAGE_LABELS: HomePageLabels = {
  eyebrow: 'Autumn edit',
  heroTitle: 'Everyday things, made well.',
  heroLead: 'Linen, merino and stoneware from small workshops — chosen to be worn, used and kept for years.',
  heroCta: 'Shop new arrivals',
  heroSecondary: (collection) => `Explore ${collection}`,
  newArrivals: 'New arrivals',
  viewAll: 'View all',
  shopByCollection: 'Shop by collection',
  favourites: 'Our favourites',
};

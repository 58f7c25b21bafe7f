/** Texts of the collections index; override any of them to translate. */
export interface CollectionsIndexPageLabels {
  title: string;
  lead: string;
  /** Shown when the store has no collection yet. */
  empty: string;
  /** The link to every product, before its count. */
  shopAll: string;
  productCount: (count: number) => string;
}

export const DEFAULT_COLLECTIONS_INDEX_PAGE_LABELS: CollectionsIndexPageLabels = {
  title: 'Collections',
  lead: 'Everything we make and sell, grouped the way we think about it.',
  empty: 'There are no collections yet.',
  shopAll: 'Shop every product',
  productCount: (count) => (count === 1 ? '1 product' : `${count} products`),
};

/** Texts of the list of store policies; override any of them to translate. */
export interface PolicyIndexPageLabels {
  title: string;
  lead: string;
}

export const DEFAULT_POLICY_INDEX_PAGE_LABELS: PolicyIndexPageLabels = {
  title: 'Store policies',
  lead: 'How we sell, ship, take things back and look after your data.',
};

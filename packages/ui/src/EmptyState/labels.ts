/** Which empty place the shopper is looking at. */
export type EmptyStateKind = 'cart' | 'search' | 'wishlist' | 'orders';

/** Title, text and action of one kind of empty state. */
export interface EmptyStateText {
  title: string;
  text: string;
  action: string;
}

/** Texts of {@link EmptyState}, per kind; override to translate. */
export type EmptyStateLabels = Record<Exclude<EmptyStateKind, 'search'>, EmptyStateText> & {
  /** Search text names the query the shopper typed. */
  search: { title: (query: string) => string; text: string; action: string };
};

export const DEFAULT_EMPTY_STATE_LABELS: EmptyStateLabels = {
  cart: {
    title: 'Your cart is empty',
    text: 'Find something you love and it will wait here for you.',
    action: 'Continue shopping',
  },
  search: {
    title: (query) => (query ? `No results for “${query}”` : 'No results'),
    text: 'Check the spelling, or try a more general word.',
    action: 'Browse all products',
  },
  wishlist: {
    title: 'Your wish list is empty',
    text: 'Tap the heart on any product to save it for later.',
    action: 'Discover products',
  },
  orders: {
    title: 'No orders yet',
    text: 'When you place an order, you can follow it here.',
    action: 'Start shopping',
  },
};

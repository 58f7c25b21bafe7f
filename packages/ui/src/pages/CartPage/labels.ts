/** Text of the cart page composition ({@link CartPage}); translated through `useLabels('CartPage')`. */
export interface CartPageLabels {
  summary: string;
  continueShopping: string;
  checkout: string;
  secureCheckout: string;
  /** Spec 5: the store's minimum cart total, with the amount. */
  minTotal: (amount: string) => string;
  /** Spec 5: the store's maximum cart total, with the amount. */
  maxTotal: (amount: string) => string;
  noteLabel: string;
  optional: string;
  noteHint: string;
  noteRemaining: (count: number) => string;
  noteSave: string;
  noteSaved: string;
  /** Spec 5: 'Character limit reached!'. */
  characterLimit: string;
  estimateTitle: string;
  estimateSubmit: string;
  country: string;
  chooseCountry: string;
  province: string;
  chooseProvince: string;
  postcode: string;
}

export const DEFAULT_CART_PAGE_LABELS: CartPageLabels = {
  summary: 'Order summary',
  continueShopping: 'Continue shopping',
  checkout: 'Check out',
  secureCheckout: 'Secure checkout',
  minTotal: (amount) => `Must have at least ${amount} in total`,
  maxTotal: (amount) => `Must have at most ${amount} in total`,
  noteLabel: 'Note for the store',
  optional: '(optional)',
  noteHint: 'Delivery instructions or a gift message.',
  noteRemaining: (count) => (count === 1 ? '1 character left' : `${count} characters left`),
  noteSave: 'Save note',
  noteSaved: 'Your note is saved.',
  characterLimit: 'Character limit reached!',
  estimateTitle: 'Estimate shipping',
  estimateSubmit: 'Show shipping options',
  country: 'Country/region',
  chooseCountry: 'Select a country',
  province: 'State/province',
  chooseProvince: 'Select a state / province',
  postcode: 'Postal code',
};

/** Text of {@link PaymentIcons}; override to translate. */
export interface PaymentIconsLabels {
  /** Accessible name of the list. */
  list: string;
  /** The overflow badge, e.g. "+3". */
  more: (count: number) => string;
  /** What a screen reader hears for the badge. */
  moreDescription: (count: number) => string;
}

export const DEFAULT_PAYMENT_ICONS_LABELS: PaymentIconsLabels = {
  list: 'Payment methods we accept',
  more: (count) => `+${count}`,
  moreDescription: (count) => (count === 1 ? 'and 1 more payment method' : `and ${count} more payment methods`),
};

import type { CampaignDiscountKind } from '@vitrine/headless';

/** Texts of {@link RewardsWidget}; override to translate. */
export interface RewardsWidgetLabels {
  title: string;
  signedOut: string;
  signIn: string;
  balance: string;
  /** "500 points": `formatted` is the number in the shopper's locale. */
  cost: (cost: number, formatted: string) => string;
  kinds: Record<CampaignDiscountKind, string>;
  /** The spec's button text. */
  redeem: string;
  redeemFor: (title: string) => string;
  redeeming: string;
  notEnoughPoints: string;
  loading: string;
  loadError: string;
  empty: string;
  couponTitle: string;
  couponHelp: string;
  copy: string;
  copied: string;
  done: string;
}

export const DEFAULT_REWARDS_WIDGET_LABELS: RewardsWidgetLabels = {
  title: 'Rewards',
  signedOut: 'Sign in to see your points and turn them into discounts.',
  signIn: 'Sign in',
  balance: 'Your balance',
  cost: (cost, formatted) => (cost === 1 ? '1 point' : `${formatted} points`),
  kinds: { 'fixed-amount': 'Amount off', percentage: 'Percent off', product: 'Free product' },
  redeem: 'Redeem',
  redeemFor: (title) => `Redeem ${title}`,
  redeeming: 'Redeeming…',
  notEnoughPoints: 'Not enough points',
  loading: 'Loading your rewards…',
  loadError: 'Your rewards could not be loaded. Please try again later.',
  empty: 'No rewards to redeem right now.',
  couponTitle: 'Your coupon code',
  couponHelp: 'Enter this code at checkout.',
  copy: 'Copy code',
  copied: 'Copied',
  done: 'Done',
};

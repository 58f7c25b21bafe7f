import type { PaymentIcon } from '@vitrine/headless';

/** A small card-brand badge as an inline SVG, so the payment step loads no extra image files. */
function badge(label: string, fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="38" height="24" viewBox="0 0 38 24"><rect width="38" height="24" rx="3" fill="${fill}"/><text x="19" y="16" font-family="Arial,sans-serif" font-size="9" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The store's `payment_icon` list (spec 3): the card brands the test card
 * provider accepts. On the payment position only `credit_card` icons show.
 */
export const CHECKOUT_PAYMENT_ICONS: readonly PaymentIcon[] = [
  { status: 'credit_card', name: 'Visa', icon: { url: badge('VISA', '#1a1f71') } },
  { status: 'credit_card', name: 'Mastercard', icon: { url: badge('MC', '#c4001a') } },
  { status: 'credit_card', name: 'American Express', icon: { url: badge('AMEX', '#1f5f99') } },
  { status: 'credit_card', name: 'Discover', icon: { url: badge('DISC', '#b34a12') } },
  { status: 'credit_card', name: 'JCB', icon: { url: badge('JCB', '#0b4ea2') } },
];

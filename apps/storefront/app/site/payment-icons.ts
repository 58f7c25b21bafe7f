import type { PaymentIcon } from '@vitrine/headless';

/** A small badge as an inline SVG, so a page loads no extra image files for its payment icons. */
function badge(label: string, fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="38" height="24" viewBox="0 0 38 24"><rect width="38" height="24" rx="3" fill="${fill}"/><text x="19" y="16" font-family="Arial,sans-serif" font-size="${label.length > 4 ? 7 : 9}" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The store's `payment_icon` list (spec 3): the eight card brands the card
 * provider names from a number (`credit_card`, the only ones the payment step
 * shows), then the two manual methods. The footer shows as many as fit its
 * width (48 px each, 2 to 8) and a "+N" for the rest.
 */
export const STORE_PAYMENT_ICONS: readonly PaymentIcon[] = [
  { status: 'credit_card', name: 'Visa', icon: { url: badge('VISA', '#1a1f71') } },
  { status: 'credit_card', name: 'Mastercard', icon: { url: badge('MC', '#c4001a') } },
  { status: 'credit_card', name: 'American Express', icon: { url: badge('AMEX', '#1f5f99') } },
  { status: 'credit_card', name: 'Discover', icon: { url: badge('DISC', '#b34a12') } },
  { status: 'credit_card', name: 'JCB', icon: { url: badge('JCB', '#0b4ea2') } },
  { status: 'credit_card', name: 'UnionPay', icon: { url: badge('UPAY', '#00605a') } },
  { status: 'credit_card', name: 'Diners Club', icon: { url: badge('DINERS', '#2b4f81') } },
  { status: 'credit_card', name: 'Maestro', icon: { url: badge('MAES', '#5b2a86') } },
  { status: 'bank_transfer', name: 'Bank transfer', icon: { url: badge('BANK', '#3c4650') } },
  { status: 'cash_on_delivery', name: 'Cash on delivery', icon: { url: badge('CASH', '#2f6b2f') } },
];

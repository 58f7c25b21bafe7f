import type { PaymentIcon, PaymentIconPosition, ViewportIconFallback } from './paymentIcons.types';

/** Icons shown before anything can be measured, e.g. on the server (spec 9: max visible 5 default). */
export const PAYMENT_ICONS_DEFAULT_VISIBLE = 5;
/** Width one icon takes, gap included (spec 9: 48 px per icon). */
export const PAYMENT_ICON_WIDTH_PX = 48;
/** Fewest icons shown, however narrow the container (spec 9: min 2). */
export const PAYMENT_ICONS_MIN = 2;
/** Most icons shown, however wide the container (spec 9: max 8). */
export const PAYMENT_ICONS_MAX = 8;
/** Wait after the last resize before measuring again (spec 9: resize debounce 200 ms). */
export const PAYMENT_ICONS_RESIZE_DEBOUNCE_MS = 200;
/** The position where only card icons show (spec 9). */
export const PAYMENT_POSITION = 'payment';
/** Status of the icons shown at the payment position (spec 9). */
export const CREDIT_CARD_STATUS = 'credit_card';
/** Counts by viewport width when the container has no width (spec 9: 3 under 350, 4 under 400, 5 under 768, 6 under 1024). */
export const VIEWPORT_ICON_FALLBACKS: readonly ViewportIconFallback[] = [
  { under: 350, count: 3 },
  { under: 400, count: 4 },
  { under: 768, count: 5 },
  { under: 1024, count: 6 },
];
/** Count for viewports of 1024 px and wider when the container has no width (spec 9: else 8). */
export const WIDE_VIEWPORT_ICON_COUNT = 8;

const isMeasured = (width: number | null | undefined): width is number =>
  typeof width === 'number' && Number.isFinite(width) && width > 0;

/**
 * How many 48 px icons fit a container width, at least 2 and at most 8 (spec 9).
 *
 * @example
 * paymentIconCountForWidth(144) // 3
 * paymentIconCountForWidth(50)  // 2
 * paymentIconCountForWidth(900) // 8
 */
export function paymentIconCountForWidth(containerWidth: number): number {
  const fitting = Math.floor(containerWidth / PAYMENT_ICON_WIDTH_PX);
  return Math.min(PAYMENT_ICONS_MAX, Math.max(PAYMENT_ICONS_MIN, fitting));
}

/**
 * The icon count by viewport width, for when the container can not be
 * measured (spec 9): 3 under 350 px, 4 under 400, 5 under 768, 6 under 1024,
 * else 8.
 *
 * @example
 * paymentIconCountForViewport(390) // 4
 * paymentIconCountForViewport(1280) // 8
 */
export function paymentIconCountForViewport(viewportWidth: number): number {
  return VIEWPORT_ICON_FALLBACKS.find(({ under }) => viewportWidth < under)?.count ?? WIDE_VIEWPORT_ICON_COUNT;
}

/**
 * How many payment icons to show (spec 9): from the container width when it
 * has one; else from the viewport width; else (nothing measurable, as on the
 * server) the default 5. A width of 0 (a hidden container) counts as not
 * measurable.
 *
 * @example
 * visiblePaymentIconCount(200)       // 4
 * visiblePaymentIconCount(0, 390)    // 4 (viewport fallback)
 * visiblePaymentIconCount(null)      // 5
 */
export function visiblePaymentIconCount(
  containerWidth: number | null | undefined,
  viewportWidth?: number | null,
): number {
  if (isMeasured(containerWidth)) return paymentIconCountForWidth(containerWidth);
  if (isMeasured(viewportWidth)) return paymentIconCountForViewport(viewportWidth);
  return PAYMENT_ICONS_DEFAULT_VISIBLE;
}

/**
 * The icons a position shows, in list order (spec 9): at the payment position
 * only `credit_card` icons, elsewhere all. Icons without an image URL are left
 * out, since they would render as broken images.
 *
 * @example
 * paymentIconsFor('payment', options.base.payment_icon) // card icons only
 * paymentIconsFor('footer', options.base.payment_icon)  // every icon
 */
export function paymentIconsFor(
  position: PaymentIconPosition | undefined,
  icons: readonly PaymentIcon[],
): PaymentIcon[] {
  return icons.filter(
    (icon) => icon.icon.url.trim() !== '' && (position !== PAYMENT_POSITION || icon.status === CREDIT_CARD_STATUS),
  );
}

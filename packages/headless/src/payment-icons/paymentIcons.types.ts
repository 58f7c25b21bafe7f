/** One entry of the store options' `payment_icon` list (spec 3). */
export interface PaymentIcon {
  /** Kind of payment, e.g. `credit_card`; on the payment position only `credit_card` icons show (spec 9). */
  status: string;
  icon: { url: string };
  /** Shown as the image's alternative text when given. */
  name?: string;
}

/** Where the icons are shown. `payment` is the checkout's payment step; other names are free (footer, cart ...). */
export type PaymentIconPosition = 'payment' | (string & {});

/** A viewport width bound and the icon count used below it when the container can not be measured. */
export interface ViewportIconFallback {
  /** Viewport widths below this (px) use `count`. */
  under: number;
  count: number;
}

/** Timers for the resize debounce; the global ones by default. */
export interface DebounceTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** A debounced function, plus `cancel` to drop the pending call. */
export interface Debounced<TArgs extends unknown[]> {
  (...args: TArgs): void;
  cancel(): void;
}

export interface UsePaymentIconsOptions {
  /** The store's `payment_icon` list. */
  icons: readonly PaymentIcon[];
  /** Where they are shown; at `payment` only `credit_card` icons show. */
  position?: PaymentIconPosition;
  /** Timers for the 200 ms resize debounce; the global ones by default. Pass a stable object. */
  timers?: DebounceTimers;
}

/** What `usePaymentIcons` returns. */
export interface UsePaymentIconsResult {
  /** Put on the element the icons are laid out in; its width decides how many fit. */
  ref(element: HTMLElement | null): void;
  /** The icons to show, in list order. */
  visibleIcons: PaymentIcon[];
  /** How many of the position's icons did not fit (for a "+3" badge); 0 when all show. */
  hiddenCount: number;
  /** The icon budget: 5 on the server and before measuring, then 2–8 from the width. */
  visibleCount: number;
}

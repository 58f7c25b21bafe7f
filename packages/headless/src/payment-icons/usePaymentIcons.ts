import { useEffect, useMemo, useState } from 'react';
import { debounce, globalTimers } from './debounce';
import {
  PAYMENT_ICONS_DEFAULT_VISIBLE,
  PAYMENT_ICONS_RESIZE_DEBOUNCE_MS,
  paymentIconsFor,
  visiblePaymentIconCount,
} from './paymentIcons';
import type { UsePaymentIconsOptions, UsePaymentIconsResult } from './paymentIcons.types';

/**
 * The payment icons to show in a row (spec 9): at the payment position only
 * card icons; as many as fit the element given `ref` at 48 px each (2 to 8),
 * or by viewport width when that element has no width; 5 on the server and
 * until measured. Measures again 200 ms after the window or the element stops
 * resizing.
 *
 * @example
 * function PaymentIcons({ icons }: { icons: PaymentIcon[] }) {
 *   const { ref, visibleIcons, hiddenCount } = usePaymentIcons({ icons, position: 'footer' });
 *   return (
 *     <ul ref={ref} className="payment-icons">
 *       {visibleIcons.map((icon) => (
 *         <li key={icon.icon.url}><img src={icon.icon.url} alt={icon.name ?? icon.status} width={40} /></li>
 *       ))}
 *       {hiddenCount > 0 && <li>+{hiddenCount}</li>}
 *     </ul>
 *   );
 * }
 */
export function usePaymentIcons({
  icons,
  position,
  timers = globalTimers,
}: UsePaymentIconsOptions): UsePaymentIconsResult {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [visibleCount, setVisibleCount] = useState(PAYMENT_ICONS_DEFAULT_VISIBLE);

  useEffect(() => {
    const measure = () => setVisibleCount(visiblePaymentIconCount(element?.clientWidth, window.innerWidth));
    const onResize = debounce(measure, PAYMENT_ICONS_RESIZE_DEBOUNCE_MS, timers);
    measure();
    window.addEventListener('resize', onResize);
    // The row's own room also changes without the window resizing (a summary folds, fonts arrive).
    const observer = element && typeof ResizeObserver === 'function' ? new ResizeObserver(() => onResize()) : null;
    observer?.observe(element!);
    return () => {
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
      onResize.cancel();
    };
  }, [element, timers]);

  const shown = useMemo(() => paymentIconsFor(position, icons), [position, icons]);
  return {
    ref: setElement,
    visibleIcons: shown.slice(0, visibleCount),
    hiddenCount: Math.max(0, shown.length - visibleCount),
    visibleCount,
  };
}

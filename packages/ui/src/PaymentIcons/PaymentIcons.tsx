import { usePaymentIcons, type PaymentIcon, type PaymentIconPosition } from '@vitrine/headless';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DEFAULT_PAYMENT_ICONS_LABELS, type PaymentIconsLabels } from './labels';
import * as styles from './PaymentIcons.css';
import { useLabels } from '../kit/labels';

/** Props of {@link PaymentIcons}. */
export interface PaymentIconsProps {
  /** The store options' `payment_icon` list. */
  icons: readonly PaymentIcon[];
  /** Where the row sits; at `payment` only card icons show (spec 9). */
  position?: PaymentIconPosition;
  labels?: Partial<PaymentIconsLabels>;
  className?: string;
}

/**
 * A row of accepted payment methods that shows as many icons as fit and a
 * "+N" badge for the rest.
 *
 * Calls `usePaymentIcons` itself: the count depends on this row's own width
 * (48 px per icon, 2 to 8; by viewport when it can not be measured; 5 before
 * measuring and on the server), so only the component holding the element can
 * measure it. Renders `data-position`, `data-count` (icons shown) and
 * `data-overflow` when some are hidden.
 *
 * @example
 * <PaymentIcons icons={options.base.payment_icon} position="footer" />
 */
export function PaymentIcons({ icons, position, labels, className }: PaymentIconsProps) {
  const text = useLabels('PaymentIcons', DEFAULT_PAYMENT_ICONS_LABELS, labels);
  const { ref, visibleIcons, hiddenCount } = usePaymentIcons({ icons, position });
  const classes = [styles.list, className].filter(Boolean).join(' ');
  return (
    <ul
      ref={ref}
      className={classes}
      aria-label={text.list}
      data-position={position}
      data-count={visibleIcons.length}
      data-overflow={hiddenCount > 0 || undefined}
    >
      {visibleIcons.map((icon) => (
        <li key={icon.icon.url} className={styles.item}>
          <img
            className={styles.icon}
            src={icon.icon.url}
            alt={icon.name ?? icon.status}
            width={38}
            height={24}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
      {hiddenCount > 0 && (
        <li className={styles.item}>
          <span className={styles.more} aria-hidden="true">
            {text.more(hiddenCount)}
          </span>
          <VisuallyHidden>{text.moreDescription(hiddenCount)}</VisuallyHidden>
        </li>
      )}
    </ul>
  );
}

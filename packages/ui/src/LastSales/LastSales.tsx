import type { Image } from '@vitrine/headless';
import { useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { imageUrl } from '../image/image';
import { Link } from '../Link/Link';
import { DEFAULT_LAST_SALES_LABELS, type LastSalesLabels } from './labels';
import { relativeTime } from './relativeTime';
import * as styles from './LastSales.css';
import { useLabels } from '../kit/labels';

/** One recent purchase, as `GET /last-sales` answers it (`sales[]`). */
export interface LastSale {
  /** First-name initial only ("S."); not shown, the text says "Someone". */
  name: string;
  city: string;
  product_id: number | null;
  product_title: string;
  url: string | null;
  image: Image | null;
  /** ISO time (UTC). */
  purchased_at: string;
  demo: boolean;
}

/** Props of {@link LastSales}. */
export interface LastSalesProps {
  /** From `GET /last-sales`; the ticker shows them one at a time, in order. */
  sales: readonly LastSale[];
  locale?: string;
  /** Milliseconds each purchase stays. */
  interval?: number;
  /** "Now" for the relative times; defaults to the clock at each change. */
  now?: () => number;
  /** Start paused (e.g. from a saved preference). */
  defaultPaused?: boolean;
  labels?: Partial<LastSalesLabels>;
  className?: string;
}

/** How long one purchase shows before the next. */
const DEFAULT_INTERVAL_MS = 6000;
/** Width asked of the image host for the 48-ish px thumbnail at 2x. */
const THUMB_WIDTH = 100;

/**
 * A ticker of recent purchases: "Someone in Lyon bought Alder Linen Shirt,
 * 3 minutes ago", one at a time. Presentational: the page loads
 * `GET /last-sales` (no headless hook exists for it) and passes `sales`.
 *
 * It moves on its own, so it has a pause button (WCAG 2.2.2) and stops while
 * hovered or focused; it is not a live region, so screen readers are not
 * interrupted. Renders `data-state="playing|paused"` and `data-empty`.
 *
 * @example
 * <LastSales sales={data.sales} locale={locale} />
 */
export function LastSales({
  sales,
  locale = 'en-US',
  interval = DEFAULT_INTERVAL_MS,
  now = Date.now,
  defaultPaused = false,
  labels,
  className,
}: LastSalesProps) {
  const text = useLabels('LastSales', DEFAULT_LAST_SALES_LABELS, labels);
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(defaultPaused);
  const [isHeld, setHeld] = useState(false);
  const [time, setTime] = useState<number | null>(null);
  const count = sales.length;

  // The clock is read after mount only, so the server and the first client render agree.
  useEffect(() => setTime(now()), [index, now]);
  useEffect(() => {
    if (isPaused || isHeld || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [isPaused, isHeld, count, interval]);

  if (count === 0) return null;
  const sale = sales[index % count]!;

  return (
    <aside
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-label={text.region}
      data-state={isPaused ? 'paused' : 'playing'}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {sale.image ? (
        <img
          className={styles.image}
          src={imageUrl(sale.image.url, THUMB_WIDTH)}
          alt=""
          width={sale.image.width}
          height={sale.image.height}
          loading="lazy"
        />
      ) : (
        <span className={styles.image} />
      )}
      <p className={styles.text} key={index} style={{ margin: 0 }}>
        <span>{text.boughtBy(sale.city)}</span>
        {sale.url ? (
          <Link className={styles.product} href={sale.url}>
            {sale.product_title}
          </Link>
        ) : (
          <span className={styles.product}>{sale.product_title}</span>
        )}
        <time className={styles.time} dateTime={sale.purchased_at}>
          {time === null ? '' : relativeTime(sale.purchased_at, time, locale)}
        </time>
      </p>
      {count > 1 && (
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          className={styles.toggle}
          aria-label={isPaused ? text.play : text.pause}
          onClick={() => setPaused((p) => !p)}
        >
          <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
            {isPaused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
          </svg>
        </Button>
      )}
    </aside>
  );
}

import type { CurrencyStyle, ProductSummary } from '@vitrine/headless';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { ProductCard } from '../ProductCard/ProductCard';
import type { ProductCardLayout } from '../theme/settings';
import { DEFAULT_GUESS_YOU_LIKE_LABELS, type GuessYouLikeLabels } from './labels';
import * as styles from './GuessYouLike.css';
import { useLabels } from '../kit/labels';

/** Props of {@link GuessYouLike}. */
export interface GuessYouLikeProps {
  products: readonly ProductSummary[];
  /** Product page URL; defaults to `/products/{handle}`. */
  productHref?: (product: ProductSummary) => string;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  layout?: ProductCardLayout;
  headingLevel?: 2 | 3;
  labels?: Partial<GuessYouLikeLabels>;
}

type Edge = { atStart: boolean; atEnd: boolean };

/** Pixels of slack when deciding the row is at an end (sub-pixel scroll positions). */
const EDGE_SLACK = 2;

/**
 * Where the row is scrolled to. `scrollLeft` runs 0 → negative in
 * right-to-left rows, so the distance from the start is its absolute value.
 */
function edgeOf(track: HTMLElement): Edge {
  const fromStart = Math.abs(track.scrollLeft);
  return { atStart: fromStart <= EDGE_SLACK, atEnd: fromStart + track.clientWidth >= track.scrollWidth - EDGE_SLACK };
}

/**
 * "You may also like": a heading and a row of product cards that scrolls
 * sideways (swipe, trackpad, keyboard) with previous / next buttons on
 * desktop. The buttons scroll one view's width towards the row's start or
 * end, so they work the same in right-to-left pages. Presentational: the
 * page passes the recommended products.
 *
 * Renders `data-at-start` / `data-at-end` on the root; the buttons are
 * disabled at the ends.
 *
 * @example
 * <GuessYouLike products={recommended} locale={locale} layout={theme.settings.layout.productCard} />
 */
export function GuessYouLike({
  products,
  productHref = (p) => `/products/${p.handle}`,
  locale,
  currencyStyle,
  layout,
  headingLevel = 2,
  labels,
}: GuessYouLikeProps) {
  const text = useLabels('GuessYouLike', DEFAULT_GUESS_YOU_LIKE_LABELS, labels);
  const trackRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const [edge, setEdge] = useState<Edge>({ atStart: true, atEnd: false });
  const Heading = `h${headingLevel}` as const;

  const update = useCallback(() => trackRef.current && setEdge(edgeOf(trackRef.current)), []);
  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update, products.length]);

  const scroll = (towards: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const rtl = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    track.scrollBy({ left: towards * rtl * track.clientWidth });
  };

  if (products.length === 0) return null;
  return (
    <section
      className={styles.root}
      aria-labelledby={titleId}
      data-at-start={edge.atStart || undefined}
      data-at-end={edge.atEnd || undefined}
    >
      <div className={styles.bar}>
        <Heading className={styles.title} id={titleId}>
          {text.title}
        </Heading>
        <div className={styles.buttons}>
          <Button
            variant="secondary"
            size="sm"
            iconOnly
            aria-label={text.previous}
            disabled={edge.atStart}
            onClick={() => scroll(-1)}
          >
            <Chevron direction="start" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            iconOnly
            aria-label={text.next}
            disabled={edge.atEnd}
            onClick={() => scroll(1)}
          >
            <Chevron direction="end" />
          </Button>
        </div>
      </div>
      {/* A scrollable region must be focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable so keyboard users can scroll it (axe: scrollable-region-focusable) */}
      <ul className={styles.track} ref={trackRef} onScroll={update} tabIndex={0} aria-labelledby={titleId}>
        {products.map((product) => (
          <li key={product.ID} className={styles.item}>
            <ProductCard
              product={product}
              href={productHref(product)}
              locale={locale}
              currencyStyle={currencyStyle}
              layout={layout}
              headingLevel={headingLevel === 2 ? 3 : 4}
              sizes="(max-width: 767px) 42vw, 25vw"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Chevron({ direction }: { direction: 'start' | 'end' }) {
  return (
    <svg
      className={styles.arrow}
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'start' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
    </svg>
  );
}

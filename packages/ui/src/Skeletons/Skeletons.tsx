import { assignInlineVars } from '@vanilla-extract/dynamic';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DEFAULT_SKELETON_LABELS, type SkeletonLabels } from './labels';
import * as styles from './Skeletons.css';
import { useLabels } from '../kit/labels';

type FontSize = keyof typeof styles.fontSize;

interface SkeletonBaseProps {
  labels?: Partial<SkeletonLabels>;
  className?: string;
}

/**
 * Wraps every skeleton: busy for assistive tech, with one spoken "Loading…",
 * and the grey boxes hidden from it.
 */
function Placeholder({
  kind,
  labels,
  className,
  base,
  children,
}: SkeletonBaseProps & { kind: string; base: string; children: React.ReactNode }) {
  const text = useLabels('Skeletons', DEFAULT_SKELETON_LABELS, labels);
  return (
    <div className={className ? `${base} ${className}` : base} data-skeleton={kind} aria-busy="true" role="status">
      <VisuallyHidden>{text.loading}</VisuallyHidden>
      {children}
    </div>
  );
}

function Bar({ width, size = 'md' }: { width: string; size?: FontSize }) {
  return (
    <span
      aria-hidden="true"
      className={`${styles.bar} ${styles.fontSize[size]}`}
      style={assignInlineVars({ [styles.barWidth]: width })}
    />
  );
}

/** Ragged widths so a paragraph placeholder reads as text. */
const LINE_WIDTHS = ['100%', '92%', '97%', '85%', '64%'];

/** Props of {@link SkeletonText}. */
export interface SkeletonTextProps extends SkeletonBaseProps {
  /** Number of lines; the last one is shorter. */
  lines?: number;
  size?: FontSize;
}

/**
 * Text lines while copy loads (reviews, a blog excerpt). Each bar is one line
 * box tall at the given font size. The shimmer stops under reduced motion.
 *
 * @example
 * {isLoading ? <SkeletonText lines={3} /> : <p>{review.body}</p>}
 */
export function SkeletonText({ lines = 3, size = 'md', ...rest }: SkeletonTextProps) {
  return (
    <Placeholder kind="text" base={styles.lines} {...rest}>
      {Array.from({ length: lines }, (_, i) => (
        <Bar key={i} size={size} width={i === lines - 1 && lines > 1 ? '60%' : LINE_WIDTHS[i % LINE_WIDTHS.length]!} />
      ))}
    </Placeholder>
  );
}

/**
 * A product card while a grid loads: the same 4:5 image well, vendor, title
 * and price line boxes as `ProductCard`, so the grid does not shift when the
 * cards arrive.
 *
 * @example
 * {products ? products.map(renderCard) : Array.from({ length: 8 }, (_, i) => <SkeletonProductCard key={i} />)}
 */
export function SkeletonProductCard(props: SkeletonBaseProps) {
  return (
    <Placeholder kind="product-card" base={styles.card} {...props}>
      <span aria-hidden="true" className={styles.cardMedia} />
      <span className={styles.cardInfo}>
        <Bar size="xs" width="40%" />
        <Bar size="md" width="80%" />
        <Bar size="sm" width="30%" />
      </span>
    </Placeholder>
  );
}

/**
 * A product page while it loads: gallery with thumbnails, then title, price,
 * swatches, the add-to-cart control and a description. Stacks on mobile like
 * the page.
 */
export function SkeletonProductPage(props: SkeletonBaseProps) {
  return (
    <Placeholder kind="product-page" base={styles.page} {...props}>
      <span className={styles.pageGallery}>
        <span aria-hidden="true" className={styles.cardMedia} />
        <span className={styles.pageThumbs}>
          {[0, 1, 2, 3].map((i) => (
            <span key={i} aria-hidden="true" className={styles.pageThumb} />
          ))}
        </span>
      </span>
      <span className={styles.pageInfo}>
        <Bar size="sm" width="30%" />
        <Bar size="2xl" width="75%" />
        <Bar size="lg" width="25%" />
        <span className={styles.swatchRow}>
          {[0, 1, 2, 3].map((i) => (
            <span key={i} aria-hidden="true" className={styles.swatch} />
          ))}
        </span>
        <span aria-hidden="true" className={styles.control} />
        <span className={styles.lines}>
          {LINE_WIDTHS.map((w, i) => (
            <Bar key={i} size="md" width={w} />
          ))}
        </span>
      </span>
    </Placeholder>
  );
}

/** A cart line while the cart loads: the cart drawer's thumbnail / info / price grid. */
export function SkeletonCartLine(props: SkeletonBaseProps) {
  return (
    <Placeholder kind="cart-line" base={styles.cartLine} {...props}>
      <span aria-hidden="true" className={styles.cartThumb} />
      <span className={styles.cartInfo}>
        <Bar size="md" width="85%" />
        <Bar size="sm" width="45%" />
        <span aria-hidden="true" className={styles.stepper} />
      </span>
      <Bar size="md" width="4em" />
    </Placeholder>
  );
}

/** Props of {@link SkeletonSection}. */
export interface SkeletonSectionProps extends SkeletonBaseProps {
  /** `reviews`: a rating summary and reviews; `products`: a row of product cards; `text`: paragraphs. */
  kind: 'reviews' | 'products' | 'text';
  /** Cards in a `products` row. */
  cards?: number;
}

/**
 * A page section whose code or data loads on demand (reviews,
 * recommendations, recently viewed): a heading bar and the section's own
 * boxes at their size, so the page does not jump when it arrives.
 *
 * @example
 * <Deferred fallback={<SkeletonSection kind="reviews" />}>…</Deferred>
 */
export function SkeletonSection({ kind, cards = 4, ...rest }: SkeletonSectionProps) {
  return (
    <Placeholder kind={`section-${kind}`} base={styles.section} {...rest}>
      <Bar size="2xl" width="40%" />
      {kind === 'products' ? (
        <span className={styles.cardRow}>
          {Array.from({ length: cards }, (_, i) => (
            <span key={i} className={styles.card}>
              <span aria-hidden="true" className={styles.cardMedia} />
              <Bar size="md" width="80%" />
              <Bar size="sm" width="30%" />
            </span>
          ))}
        </span>
      ) : kind === 'reviews' ? (
        <>
          <span className={styles.swatchRow}>
            {[0, 1, 2, 3, 4].map((i) => (
              <span key={i} aria-hidden="true" className={styles.swatch} />
            ))}
          </span>
          {[0, 1].map((review) => (
            <span key={review} className={styles.lines}>
              <Bar size="lg" width="35%" />
              {LINE_WIDTHS.slice(0, 3).map((w, i) => (
                <Bar key={i} size="md" width={w} />
              ))}
            </span>
          ))}
        </>
      ) : (
        <span className={styles.lines}>
          {LINE_WIDTHS.map((w, i) => (
            <Bar key={i} size="md" width={w} />
          ))}
        </span>
      )}
    </Placeholder>
  );
}

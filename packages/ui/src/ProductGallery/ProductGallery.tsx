import type { Image } from '@vitrine/headless';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../Button/Button';
import { ProductImage } from '../image/ProductImage';
import type { GalleryLayout } from '../theme/settings';
import { DEFAULT_PRODUCT_GALLERY_LABELS, type ProductGalleryLabels } from './labels';
import * as styles from './ProductGallery.css';
import { useLabels } from '../kit/labels';

/** Default `sizes`: full width on phones, about half the page beside the product form, capped by the container. */
export const PRODUCT_GALLERY_SIZES = '(max-width: 767px) 100vw, (max-width: 1279px) 55vw, 700px';
/** Widths offered for thumbnails: they are never drawn wider than ~100 px (200 for dense screens). */
const THUMBNAIL_WIDTHS = [100, 200] as const;
/** Width of the plain `src`, for browsers that ignore `srcset`. */
const FALLBACK_WIDTH = 800;
/** Horizontal travel that counts as a swipe rather than a tap. */
const SWIPE_MIN_DISTANCE_PX = 40;

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  images: readonly Image[];
  /** Shown for an image that fails to load (spec 8). */
  errorSrc?: string;
  /** Shown when there is no image, or the error image fails too (spec 8). */
  defaultSrc?: string;
  /** `sizes` of the main image; defaults to {@link PRODUCT_GALLERY_SIZES}. */
  sizes?: string;
  /** Shown image (controlled), e.g. the chosen variant's image. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /**
   * The theme's `settings.layout.gallery`: `carousel` (one picture at a time,
   * thumbnails, dots on phones), `grid` (every picture, two columns; on
   * phones the first one full width) or `stacked` (every picture, one under
   * another).
   */
  layout?: GalleryLayout;
  labels?: Partial<ProductGalleryLabels>;
  className?: string;
}

/**
 * The product page's pictures in the theme's gallery layout. `carousel`: one
 * large responsive picture (`srcset` on the spec's widths) with arrows, swipe,
 * arrow keys, Home/End, and a row of thumbnails (dots on phones, each a
 * 24 px touch target). `grid` and `stacked` show every picture at once, with
 * no script needed: the chosen one (`index`, e.g. the variant's picture)
 * first. The first picture loads eagerly with high fetch priority (it is
 * usually the page's largest paint); the rest are lazy. A broken picture
 * falls back to `errorSrc`, then `defaultSrc` (spec 8; the kit's own
 * fallback pictures by default).
 *
 * Keys and swipes follow the reading direction: right-to-left, ArrowLeft and
 * a swipe to the right move forward. Renders `data-layout` on the root,
 * `data-state="active|inactive"` on slides, `data-image-state` (`original`,
 * `error-image` …) on images and `data-empty` when there is nothing to show.
 *
 * @example
 * <ProductGallery images={product.images} errorSrc="/assets/image-error.svg" defaultSrc="/assets/no-image.svg" />
 */
export function ProductGallery({
  images,
  errorSrc,
  defaultSrc,
  sizes = PRODUCT_GALLERY_SIZES,
  index,
  defaultIndex = 0,
  onIndexChange,
  layout = 'carousel',
  labels,
  className,
}: ProductGalleryProps) {
  const text = useLabels('ProductGallery', DEFAULT_PRODUCT_GALLERY_LABELS, labels);
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const count = images.length;
  const current = count === 0 ? 0 : Math.min(Math.max(index ?? ownIndex, 0), count - 1);
  const swipeStart = useRef<number | null>(null);
  const rootClass = className ? `${styles.root} ${className}` : styles.root;

  const show = (next: number) => {
    const wrapped = (next + count) % count;
    if (wrapped === current) return;
    setOwnIndex(wrapped);
    onIndexChange?.(wrapped);
  };
  const isRtl = (element: Element) => element.closest('[dir]')?.getAttribute('dir') === 'rtl';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = isRtl(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const target = { [forward]: current + 1, [backward]: current - 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) < SWIPE_MIN_DISTANCE_PX) return;
    // A finger moving against the reading direction pulls the next image in.
    const forward = isRtl(event.currentTarget) ? distance > 0 : distance < 0;
    show(current + (forward ? 1 : -1));
  };

  if (count === 0) {
    return (
      <div className={rootClass} data-empty="" data-layout={layout}>
        <div className={styles.viewport}>
          <GalleryImage image={null} errorSrc={errorSrc} defaultSrc={defaultSrc} sizes={sizes} isPriority noImage={text.noImage} />
        </div>
      </div>
    );
  }

  if (layout !== 'carousel') {
    // Every picture at once; the chosen one leads, the others keep their order.
    const order = [current, ...images.map((_, i) => i).filter((i) => i !== current)];
    return (
      <section className={rootClass} aria-label={text.gallery} data-layout={layout}>
        <ul className={styles.list}>
          {order.map((i, position) => (
            <li key={`${images[i]!.url}-${i}`} className={styles.listItem} data-state={i === current ? 'active' : 'inactive'}>
              <GalleryImage
                image={images[i]!}
                errorSrc={errorSrc}
                defaultSrc={defaultSrc}
                sizes={layout === 'grid' && position > 0 ? gridSizes(sizes) : sizes}
                isPriority={position === 0}
                noImage={text.noImage}
              />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section className={rootClass} aria-roledescription="carousel" aria-label={text.gallery} data-layout={layout}>
      <div
        className={styles.viewport}
        tabIndex={0}
        aria-live="polite"
        onKeyDown={onKeyDown}
        onPointerDown={(event) => (swipeStart.current = event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {images.map((image, i) => (
          <figure
            key={`${image.url}-${i}`}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={text.slide(i + 1, count)}
            aria-hidden={i !== current || undefined}
            data-state={i === current ? 'active' : 'inactive'}
          >
            <GalleryImage image={image} errorSrc={errorSrc} defaultSrc={defaultSrc} sizes={sizes} isPriority={i === 0} noImage={text.noImage} />
          </figure>
        ))}
        {count > 1 && (
          <>
            <Button variant="secondary" iconOnly className={`${styles.arrow} ${styles.previous}`} aria-label={text.previous} onClick={() => show(current - 1)}>
              <ChevronIcon className={styles.arrowIcon} points="15 6 9 12 15 18" />
            </Button>
            <Button variant="secondary" iconOnly className={`${styles.arrow} ${styles.next}`} aria-label={text.next} onClick={() => show(current + 1)}>
              <ChevronIcon className={styles.arrowIcon} points="9 6 15 12 9 18" />
            </Button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbnails} aria-label={text.thumbnails}>
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={text.slide(i + 1, count)}
                aria-current={i === current}
                data-state={i === current ? 'active' : 'inactive'}
                onClick={() => show(i)}
              >
                <ThumbnailImage image={image} errorSrc={errorSrc} defaultSrc={defaultSrc} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface GalleryImageProps {
  image: Image | null;
  errorSrc?: string;
  defaultSrc?: string;
  sizes: string;
  isPriority: boolean;
  noImage: string;
}

/** A grid picture after the first is half the gallery's width. */
function gridSizes(sizes: string): string {
  return sizes === PRODUCT_GALLERY_SIZES ? '(max-width: 767px) 50vw, (max-width: 1279px) 30vw, 400px' : sizes;
}

/** One large picture (or the default image when the product has none). */
function GalleryImage({ image, errorSrc, defaultSrc, sizes, isPriority, noImage }: GalleryImageProps) {
  return (
    <ProductImage
      image={image}
      alt={image?.alt ?? noImage}
      className={styles.image}
      sizes={sizes}
      fallbackWidth={FALLBACK_WIDTH}
      errorSrc={errorSrc}
      defaultSrc={defaultSrc}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding={isPriority ? 'sync' : 'async'}
    />
  );
}

/** A thumbnail falls back like the large picture, so a broken photo never shows a broken-image icon. */
function ThumbnailImage({ image, errorSrc, defaultSrc }: { image: Image; errorSrc?: string; defaultSrc?: string }) {
  return (
    <ProductImage
      image={image}
      alt=""
      className={styles.thumbnailImage}
      widths={THUMBNAIL_WIDTHS}
      fallbackWidth={THUMBNAIL_WIDTHS[0]}
      sizes="100px"
      errorSrc={errorSrc}
      defaultSrc={defaultSrc}
      loading="lazy"
      decoding="async"
    />
  );
}

function ChevronIcon({ className, points }: { className: string; points: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
      <polyline points={points} />
    </svg>
  );
}

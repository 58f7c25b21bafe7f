import type { Image } from '@vitrine/headless';
import { useImageFallback } from '@vitrine/headless';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../Button/Button';
import { imageSrcSet, imageUrl } from '../image/image';
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
  labels?: Partial<ProductGalleryLabels>;
  className?: string;
}

/**
 * The product-page image swiper: one large responsive image (`srcset` on the
 * spec's widths) with arrows, swipe, arrow keys, Home/End, and a row of
 * thumbnails (dots on phones). The first image loads eagerly with high fetch
 * priority (it is usually the page's largest paint); the rest are lazy.
 * A broken image falls back through `useImageFallback` to `errorSrc`, then
 * `defaultSrc`.
 *
 * Keys and swipes follow the reading direction: right-to-left, ArrowLeft and
 * a swipe to the right move forward. Renders `data-state="active|inactive"`
 * on slides, `data-image-state` (`original`, `error-image` …) on images and
 * `data-empty` on the root when there is nothing to show.
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
      <div className={rootClass} data-empty="">
        <div className={styles.viewport}>
          <GalleryImage image={null} errorSrc={errorSrc} defaultSrc={defaultSrc} sizes={sizes} isPriority noImage={text.noImage} />
        </div>
      </div>
    );
  }

  return (
    <section className={rootClass} aria-roledescription="carousel" aria-label={text.gallery}>
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
  errorSrc: string | undefined;
  defaultSrc: string | undefined;
  sizes: string;
  isPriority: boolean;
  noImage: string;
}

/** One large image; once it falls back, the fallback is a single file, so no `srcset`. */
function GalleryImage({ image, errorSrc, defaultSrc, sizes, isPriority, noImage }: GalleryImageProps) {
  const { src, onError, state } = useImageFallback({ src: image?.url, errorSrc, defaultSrc });
  if (!src) {
    return (
      <span className={styles.placeholder} role={image ? 'img' : undefined} aria-label={image?.alt} data-image-state={state}>
        {image ? null : noImage}
      </span>
    );
  }
  const isOriginal = state === 'original';
  return (
    <img
      className={styles.image}
      src={isOriginal ? imageUrl(src, FALLBACK_WIDTH) : src}
      srcSet={isOriginal ? imageSrcSet(src) : undefined}
      sizes={isOriginal ? sizes : undefined}
      // Width and height always set, so the page never shifts while the image loads.
      width={image?.width ?? 800}
      height={image?.height ?? 1000}
      alt={image?.alt ?? noImage}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding={isPriority ? 'sync' : 'async'}
      onError={onError}
      data-image-state={state}
    />
  );
}

/** A thumbnail falls back like the large image, so a broken photo never shows a broken-image icon. */
function ThumbnailImage({ image, errorSrc, defaultSrc }: { image: Image; errorSrc?: string; defaultSrc?: string }) {
  const { src, onError, state } = useImageFallback({ src: image.url, errorSrc, defaultSrc });
  if (!src) return null;
  const isOriginal = state === 'original';
  return (
    <img
      className={styles.thumbnailImage}
      src={isOriginal ? imageUrl(src, THUMBNAIL_WIDTHS[0]) : src}
      srcSet={isOriginal ? imageSrcSet(src, THUMBNAIL_WIDTHS) : undefined}
      sizes={isOriginal ? '100px' : undefined}
      width={image.width}
      height={image.height}
      alt=""
      loading="lazy"
      decoding="async"
      onError={onError}
      data-image-state={state}
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

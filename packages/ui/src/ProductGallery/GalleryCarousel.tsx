import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef } from 'react';
import { Button } from '../Button/Button';
import type { Image } from '@vitrine/headless';
import { ProductImage } from '../image/ProductImage';
import { GalleryImage, type GalleryPartProps } from './GalleryParts';
import * as styles from './ProductGallery.css';

/** Widths offered for thumbnails: they are never drawn wider than ~100 px (200 for dense screens). */
const THUMBNAIL_WIDTHS = [100, 200] as const;
/** Horizontal travel that counts as a swipe rather than a tap. */
const SWIPE_MIN_DISTANCE_PX = 40;

/** Props of {@link GalleryCarousel}. */
export interface GalleryCarouselProps extends GalleryPartProps {
  /** Shows picture `index` (already wrapped into range). */
  onShow: (index: number) => void;
}

/**
 * The `carousel` layout: one large picture with arrows, swipe, arrow keys,
 * Home/End and a row of thumbnails (dots on phones). Keys and swipes follow
 * the reading direction: right-to-left, ArrowLeft and a swipe to the right
 * move forward.
 */
export default function GalleryCarousel({
  images,
  current,
  errorSrc,
  defaultSrc,
  sizes,
  text,
  onShow,
  className,
}: GalleryCarouselProps) {
  const count = images.length;
  const swipeStart = useRef<number | null>(null);
  const rootClass = className ? `${styles.root} ${className}` : styles.root;
  const show = (next: number) => {
    const wrapped = (next + count) % count;
    if (wrapped !== current) onShow(wrapped);
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

  return (
    <section className={rootClass} aria-roledescription="carousel" aria-label={text.gallery} data-layout="carousel">
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the carousel's viewport is focusable and takes the arrow keys, as the APG carousel pattern asks */}
      <div
        className={styles.viewport}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so the keyboard can move the slides
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
            <GalleryImage
              image={image}
              errorSrc={errorSrc}
              defaultSrc={defaultSrc}
              sizes={sizes}
              isPriority={i === 0}
              noImage={text.noImage}
            />
          </figure>
        ))}
        {count > 1 && (
          <>
            <Button
              variant="secondary"
              iconOnly
              className={`${styles.arrow} ${styles.previous}`}
              aria-label={text.previous}
              onClick={() => show(current - 1)}
            >
              <ChevronIcon className={styles.arrowIcon} points="15 6 9 12 15 18" />
            </Button>
            <Button
              variant="secondary"
              iconOnly
              className={`${styles.arrow} ${styles.next}`}
              aria-label={text.next}
              onClick={() => show(current + 1)}
            >
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
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <polyline points={points} />
    </svg>
  );
}

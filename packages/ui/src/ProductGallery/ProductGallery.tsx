import type { Image } from '@vitrine/headless';
import { useState } from 'react';
import type { GalleryLayout } from '../theme/settings';
import { useLabels } from '../kit/labels';
import GalleryCarousel from './GalleryCarousel';
import { GalleryList, PRODUCT_GALLERY_SIZES } from './GalleryParts';
import { DEFAULT_PRODUCT_GALLERY_LABELS, type ProductGalleryLabels } from './labels';

export { PRODUCT_GALLERY_SIZES };

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
  const parts = { images, current, errorSrc, defaultSrc, sizes, text, className };
  if (layout !== 'carousel' || count === 0) return <GalleryList {...parts} layout={layout} />;
  const show = (next: number) => {
    setOwnIndex(next);
    onIndexChange?.(next);
  };
  return <GalleryCarousel {...parts} onShow={show} />;
}

import type { Image } from '@vitrine/headless';
import { ProductImage } from '../image/ProductImage';
import type { GalleryLayout } from '../theme/settings';
import type { ProductGalleryLabels } from './labels';
import * as styles from './ProductGallery.css';

/** Default `sizes`: full width on phones, about half the page beside the product form, capped by the container. */
export const PRODUCT_GALLERY_SIZES = '(max-width: 767px) 100vw, (max-width: 1279px) 55vw, 700px';
/** Width of the plain `src`, for browsers that ignore `srcset`. */
const FALLBACK_WIDTH = 800;

/** What every gallery layout draws from: the pictures, the one shown, and how pictures fall back. */
export interface GalleryPartProps {
  images: readonly Image[];
  /** The picture shown (carousel) or first (grid, stacked). */
  current: number;
  errorSrc?: string;
  defaultSrc?: string;
  sizes: string;
  text: ProductGalleryLabels;
  className?: string;
}

/**
 * The gallery without any script: every picture at once for `grid` and
 * `stacked` (the chosen one first, the others in order), only the chosen one
 * for `carousel` (the carousel's first paint), the default image when there
 * is none.
 */
export function GalleryList({
  images,
  current,
  errorSrc,
  defaultSrc,
  sizes,
  text,
  layout,
  className,
}: GalleryPartProps & { layout: GalleryLayout }) {
  const rootClass = className ? `${styles.root} ${className}` : styles.root;
  if (images.length === 0 || layout === 'carousel') {
    const image = images[current] ?? null;
    return (
      <div className={rootClass} data-empty={image ? undefined : ''} data-layout={layout}>
        <div className={styles.viewport}>
          <GalleryImage
            image={image}
            errorSrc={errorSrc}
            defaultSrc={defaultSrc}
            sizes={sizes}
            isPriority
            noImage={text.noImage}
          />
        </div>
      </div>
    );
  }
  const order = [current, ...images.map((_, i) => i).filter((i) => i !== current)];
  return (
    <section className={rootClass} aria-label={text.gallery} data-layout={layout}>
      <ul className={styles.list}>
        {order.map((i, position) => (
          <li
            key={`${images[i]!.url}-${i}`}
            className={styles.listItem}
            data-state={i === current ? 'active' : 'inactive'}
          >
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
export function GalleryImage({ image, errorSrc, defaultSrc, sizes, isPriority, noImage }: GalleryImageProps) {
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

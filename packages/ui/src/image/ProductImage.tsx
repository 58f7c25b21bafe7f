import { useImageFallback, type Image } from '@vitrine/headless';
import type { ImgHTMLAttributes } from 'react';
import { IMAGE_WIDTHS, imageSrcSet, imageUrl } from './image';
import * as styles from './ProductImage.css';

/** Props of {@link ProductImage}: an `<img>`'s own attributes, minus the sources it works out itself. */
export interface ProductImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'onError' | 'width' | 'height'
> {
  /** The picture; `null` shows the default image. */
  image: Image | null | undefined;
  /** Width of the plain `src`, for browsers that ignore `srcset`. */
  fallbackWidth?: number;
  /** Widths the `srcset` offers (the media route's widths by default). */
  widths?: readonly number[];
  /** Box of the `<img>` (the page reserves it before the picture arrives); defaults to the picture's own. */
  width?: number;
  height?: number;
  /** The store's error image, shown when the picture fails to load (spec 8). */
  errorSrc?: string;
  /** The store's default image, shown when there is no picture or the error image fails too (spec 8). */
  defaultSrc?: string;
}

/**
 * A product picture that never shows a broken box (spec 8): the original at
 * the media route's widths; when it fails to load (also before the page
 * hydrated), the store's error image, then its default image; the default
 * image straight away when there is no picture. Without store images (or
 * when they fail too) the kit draws its own, in the theme's colours: a
 * picture frame, torn in two for a picture that failed. Every fallback keeps
 * the box (`width`/`height`), so nothing shifts, and the picture's name.
 *
 * Renders `data-image-state` (`original`, `error-image`, `default-image`,
 * `exhausted`) and, on the kit's drawn picture, `data-fallback`
 * (`error` or `missing`).
 *
 * @example
 * <ProductImage image={product.image} sizes="50vw" className={styles.image} loading="lazy" />
 */
export function ProductImage({
  image,
  fallbackWidth = 600,
  widths = IMAGE_WIDTHS,
  width,
  height,
  errorSrc,
  defaultSrc,
  sizes,
  alt,
  className,
  ...rest
}: ProductImageProps) {
  const { src, onError, ref, state } = useImageFallback({ src: image?.url, errorSrc, defaultSrc });
  const boxWidth = width ?? image?.width ?? 800;
  const boxHeight = height ?? image?.height ?? 1000;
  const name = alt ?? image?.alt ?? '';
  if (!src) {
    return (
      <span
        className={className ? `${styles.drawn} ${className}` : styles.drawn}
        role={name ? 'img' : undefined}
        aria-label={name || undefined}
        aria-hidden={name ? undefined : true}
        data-image-state={state}
        data-fallback={image ? 'error' : 'missing'}
        style={{ aspectRatio: `${boxWidth} / ${boxHeight}` }}
      />
    );
  }
  const isOriginal = state === 'original';
  return (
    <img
      {...rest}
      ref={ref}
      className={className ? `${styles.image} ${className}` : styles.image}
      src={isOriginal ? imageUrl(src, fallbackWidth) : src}
      srcSet={isOriginal ? imageSrcSet(src, widths) : undefined}
      sizes={isOriginal ? sizes : undefined}
      width={boxWidth}
      height={boxHeight}
      alt={name}
      onError={onError}
      data-image-state={state}
    />
  );
}

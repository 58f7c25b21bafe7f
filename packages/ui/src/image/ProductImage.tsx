import { useImageFallback, type Image } from '@vitrine/headless';
import type { ImgHTMLAttributes } from 'react';
import { DEFAULT_IMAGE_SRC, ERROR_IMAGE_SRC } from './fallbacks';
import { IMAGE_WIDTHS, imageSrcSet, imageUrl } from './image';
import * as styles from './ProductImage.css';

/** Props of {@link ProductImage}: an `<img>`'s own attributes, minus the sources it works out itself. */
export interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError' | 'width' | 'height'> {
  /** The picture; `null` shows the default image. */
  image: Image | null | undefined;
  /** Width of the plain `src`, for browsers that ignore `srcset`. */
  fallbackWidth?: number;
  /** Widths the `srcset` offers (the media route's widths by default). */
  widths?: readonly number[];
  /** Box of the `<img>` (the page reserves it before the picture arrives); defaults to the picture's own. */
  width?: number;
  height?: number;
  /** Shown when the picture fails to load (spec 8); the kit's own error image by default. */
  errorSrc?: string;
  /** Shown when there is no picture, or the error image fails too (spec 8); the kit's own by default. */
  defaultSrc?: string;
}

/**
 * A product picture that never shows a broken box (spec 8): the original
 * at the media route's widths, then the error image when it fails to load
 * (also when it failed before the page hydrated), then the default image;
 * the default image straight away when there is no picture. A fallback is a
 * single file, so it has no `srcset`; it keeps the box (`width`/`height`) so
 * nothing shifts, and the picture's `alt`.
 *
 * Renders `data-image-state` (`original`, `error-image`, `default-image`,
 * `exhausted`); when every source failed it renders a muted box with the
 * alt text as its accessible name.
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
  errorSrc = ERROR_IMAGE_SRC,
  defaultSrc = DEFAULT_IMAGE_SRC,
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
        className={className ? `${styles.exhausted} ${className}` : styles.exhausted}
        role={name ? 'img' : undefined}
        aria-label={name || undefined}
        aria-hidden={name ? undefined : true}
        data-image-state={state}
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

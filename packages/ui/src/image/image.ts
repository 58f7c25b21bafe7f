/**
 * Widths the storefront's media route renders (spec: 100 to 1300 in steps of
 * 100, then 1600, 1800, 2000).
 */
export const IMAGE_WIDTHS: readonly number[] = [
  ...Array.from({ length: 13 }, (_, i) => (i + 1) * 100),
  1600,
  1800,
  2000,
];

/**
 * URL of an image resized to `width` by the media route (`?w=`).
 *
 * @example
 * imageUrl('/media/shirt.jpg', 400) // "/media/shirt.jpg?w=400"
 */
export function imageUrl(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/**
 * A `srcset` listing the image at each width.
 *
 * @example
 * imageSrcSet('/media/shirt.jpg', [100, 200]) // "/media/shirt.jpg?w=100 100w, /media/shirt.jpg?w=200 200w"
 */
export function imageSrcSet(url: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  return widths.map((width) => `${imageUrl(url, width)} ${width}w`).join(', ');
}

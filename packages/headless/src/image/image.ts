import type { ImageFallbackSources, ImageFallbackState, ImageFallbackStep } from './image.types';

const isPresent = (src: string | null | undefined): src is string => typeof src === 'string' && src.trim() !== '';

/**
 * The sources to try, in order (spec 8: "falls back to error image or default
 * image"): the original, then the error image, then the default image. With no
 * original the default image is shown straight away, since a missing picture
 * is not a broken one. Blank sources and repeats of an earlier source are
 * skipped, so a failing URL is never tried twice: the chain always ends.
 *
 * @example
 * imageFallbackChain({ src: '/a.jpg', errorSrc: '/broken.svg', defaultSrc: '/none.svg' })
 * // [{ state: 'original', src: '/a.jpg' }, { state: 'error-image', src: '/broken.svg' }, { state: 'default-image', src: '/none.svg' }]
 * imageFallbackChain({ src: '', errorSrc: '/broken.svg', defaultSrc: '/none.svg' })
 * // [{ state: 'default-image', src: '/none.svg' }]
 */
export function imageFallbackChain({ src, errorSrc, defaultSrc }: ImageFallbackSources): ImageFallbackStep[] {
  const candidates: Array<[ImageFallbackStep['state'], string | null | undefined]> = isPresent(src)
    ? [
        ['original', src],
        ['error-image', errorSrc],
        ['default-image', defaultSrc],
      ]
    : [['default-image', defaultSrc]];
  const chain: ImageFallbackStep[] = [];
  for (const [state, candidate] of candidates) {
    if (isPresent(candidate) && !chain.some((step) => step.src === candidate)) chain.push({ state, src: candidate });
  }
  return chain;
}

/**
 * The state shown at a position of the chain; past the end it is `exhausted`.
 *
 * @example
 * imageFallbackStateAt(imageFallbackChain({ src: '/a.jpg' }), 1) // 'exhausted'
 */
export function imageFallbackStateAt(chain: readonly ImageFallbackStep[], index: number): ImageFallbackState {
  return chain[index]?.state ?? 'exhausted';
}

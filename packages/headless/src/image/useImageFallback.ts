import { useState } from 'react';
import { imageFallbackChain, imageFallbackStateAt } from './image';
import type { ImageFallbackSources, UseImageFallbackResult } from './image.types';

/**
 * An image source that falls back when it fails to load (spec 8): original →
 * error image → default image, each tried once, never looping. Changing any
 * source starts over from the original.
 *
 * Note for server-rendered pages: an image that fails before hydration fires
 * its error event before React listens, so such an image keeps its broken
 * original until the source changes.
 *
 * @example
 * function ProductImage({ image }: { image: Image | null }) {
 *   const { src, onError, state } = useImageFallback({
 *     src: image?.url,
 *     errorSrc: '/assets/image-error.svg',
 *     defaultSrc: '/assets/no-image.svg',
 *   });
 *   if (!src) return <span className="placeholder" />;
 *   return <img src={src} onError={onError} alt={image?.alt ?? ''} data-state={state} />;
 * }
 */
export function useImageFallback(sources: ImageFallbackSources): UseImageFallbackResult {
  const { src, errorSrc, defaultSrc } = sources;
  const chain = imageFallbackChain({ src, errorSrc, defaultSrc });
  const key = chain.map((step) => step.src).join('\n');
  const [position, setPosition] = useState({ key, index: 0 });
  // New sources: start again from the first one.
  const index = position.key === key ? position.index : 0;
  if (position.key !== key) setPosition({ key, index: 0 });

  const state = imageFallbackStateAt(chain, index);
  return {
    src: chain[index]?.src,
    // Advances only from the source that was shown when it rendered, so a
    // repeated or late error event can not skip a fallback.
    onError: () =>
      setPosition((current) =>
        current.key === key && current.index === index ? { key, index: Math.min(index + 1, chain.length) } : current,
      ),
    state,
    isFallback: state !== 'original',
  };
}

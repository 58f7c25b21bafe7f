import { useCallback, useState } from 'react';
import { imageFallbackChain, imageFallbackStateAt } from './image';
import type { ImageFallbackSources, UseImageFallbackResult } from './image.types';

/**
 * Whether an `<img>` finished loading without any pixels: its error event
 * fired before anyone listened (an image that failed before hydration).
 * A lazy image not fetched yet is not `complete`, so it is left alone.
 */
function hasFailedAlready(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0 && Boolean(image.getAttribute('src'));
}

/**
 * An image source that falls back when it fails to load (spec 8): original →
 * error image → default image, each tried once, never looping. Changing any
 * source starts over from the original.
 *
 * Server-rendered pages: an image that fails before hydration fires its
 * error event before React listens. Give `ref` to the `<img>` too: on mount it
 * sees an image that already failed (loaded, but with no pixels) and moves on
 * to the next source, so a broken picture never stays a broken box.
 *
 * @example
 * function ProductImage({ image }: { image: Image | null }) {
 *   const { src, onError, ref, state } = useImageFallback({
 *     src: image?.url,
 *     errorSrc: '/assets/image-error.svg',
 *     defaultSrc: '/assets/no-image.svg',
 *   });
 *   if (!src) return <span className="placeholder" />;
 *   return <img ref={ref} src={src} onError={onError} alt={image?.alt ?? ''} data-state={state} />;
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
  // Advances only from the source that was shown when it rendered, so a
  // repeated or late error event can not skip a fallback.
  const onError = useCallback(
    () =>
      setPosition((current) =>
        current.key === key && current.index === index ? { key, index: Math.min(index + 1, chain.length) } : current,
      ),
    [key, index, chain.length],
  );
  // Only the first source can have failed unheard (it is the one the server rendered);
  // stable per source, so React runs it once when the <img> mounts, not on every render.
  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      if (index === 0 && image && hasFailedAlready(image)) onError();
    },
    [index, onError],
  );
  return {
    src: chain[index]?.src,
    onError,
    ref,
    state,
    isFallback: state !== 'original',
  };
}

/**
 * Which source an image shows: the original, the error image (after the
 * original failed), the default image, or none left (`exhausted`).
 */
export type ImageFallbackState = 'original' | 'error-image' | 'default-image' | 'exhausted';

/** The sources `useImageFallback` may try. Blank values are skipped. */
export interface ImageFallbackSources {
  /** The image to show. */
  src?: string | null;
  /** Shown when `src` fails to load (spec 8). */
  errorSrc?: string | null;
  /** Shown when there is no `src`, or when the error image fails too (spec 8). */
  defaultSrc?: string | null;
}

/** One source in the order it is tried. */
export interface ImageFallbackStep {
  state: Exclude<ImageFallbackState, 'exhausted'>;
  src: string;
}

/** What `useImageFallback` returns. Spread `src` and `onError` on the `<img>`. */
export interface UseImageFallbackResult {
  /** The source to render; `undefined` once every source failed (render a placeholder then). */
  src: string | undefined;
  /** Give to the `<img>`: moves on to the next source, once per failed source. */
  onError(): void;
  /** Give to the `<img>` as `ref`: catches a failure that happened before hydration (see `useImageFallback`). */
  ref(image: HTMLImageElement | null): void;
  state: ImageFallbackState;
  /** `true` when something other than the original is shown (or nothing is left). */
  isFallback: boolean;
}

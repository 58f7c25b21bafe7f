/** Networks with a share link (spec 3: share network; `x` and `twitter` are the same). */
export type ShareNetwork =
  'facebook' | 'twitter' | 'x' | 'pinterest' | 'linkedin' | 'whatsapp' | 'email' | 'telegram' | 'reddit';

/** What is shared (spec 3: url, title, description, quote, hashtags, media, twitter user). */
export interface ShareContent {
  /** Absolute URL of the shared page. */
  url: string;
  title?: string | null;
  description?: string | null;
  /** Quote shown with the link (Facebook). */
  quote?: string | null;
  /** `'sale,linen'` or `['sale', 'linen']`; a leading `#` is dropped. */
  hashtags?: string | readonly string[] | null;
  /** Absolute URL of an image (Pinterest). */
  media?: string | null;
  /** X/Twitter handle to credit, with or without `@`. */
  twitterUser?: string | null;
}

/** Size and offset of the opener window, for centring the popup. */
export interface ScreenMetrics {
  /** Left edge of the opener on the screen (`screenLeft` / `screenX`). */
  left: number;
  top: number;
  /** Inner size of the opener. */
  width: number;
  height: number;
}

/** Where and how large the popup opens. */
export interface PopupGeometry {
  width: number;
  height: number;
  left: number;
  top: number;
}

/** The part of a popup window the close check needs. */
export interface PopupLike {
  readonly closed: boolean;
  focus?(): void;
  close?(): void;
}

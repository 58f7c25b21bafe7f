import type { PopupGeometry, PopupLike, ScreenMetrics, ShareContent, ShareNetwork } from './share.types';

/** Share popup width in px (spec 9: 626 × 436). */
export const SHARE_POPUP_WIDTH = 626;
/** Share popup height in px (spec 9). */
export const SHARE_POPUP_HEIGHT = 436;
/** How often an open share popup is checked for being closed (spec 4, 9: 500 ms). */
export const SHARE_POPUP_POLL_MS = 500;
/** Every network with a share link. */
export const SHARE_NETWORKS: readonly ShareNetwork[] = [
  'facebook',
  'twitter',
  'x',
  'pinterest',
  'linkedin',
  'whatsapp',
  'email',
  'telegram',
  'reddit',
];
/** Published on the shopper-event bus when a share popup opens. */
export const SHARE_OPEN_EVENT = 'share:open';
/** Published when the share popup was closed (spec 4: close reported). */
export const SHARE_CLOSE_EVENT = 'share:close';
/** Separates lines in message bodies (WhatsApp, Telegram, e-mail). */
const LINE_BREAK = '\r\n';

/** `?a=1&b=2` with `encodeURIComponent` (spaces as `%20`, which `mailto:` needs), empty values left out. */
function query(params: Record<string, string | null | undefined>): string {
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

const lines = (...values: (string | null | undefined)[]) => values.filter(Boolean).join(LINE_BREAK);

/**
 * Hashtags as a clean list: split on commas, trimmed, `#` dropped, empties removed.
 *
 * @example
 * normalizeHashtags('#sale, linen'); // ['sale', 'linen']
 */
export function normalizeHashtags(hashtags: ShareContent['hashtags']): string[] {
  if (!hashtags) return [];
  const list = typeof hashtags === 'string' ? hashtags.split(',') : [...hashtags];
  return list.map((tag) => tag.trim().replace(/^#+/, '')).filter(Boolean);
}

/**
 * The share link of a network for some content.
 *
 * @example
 * shareUrl('twitter', { url: 'https://shop.example/p/linen', title: 'Linen shirt', hashtags: 'linen,summer', twitterUser: '@vitrine' });
 * // 'https://x.com/intent/tweet?text=Linen%20shirt&url=https%3A%2F%2Fshop.example%2Fp%2Flinen&hashtags=linen%2Csummer&via=vitrine'
 */
export function shareUrl(network: ShareNetwork, content: ShareContent): string {
  const { url, title, description, quote, media } = content;
  const hashtags = normalizeHashtags(content.hashtags);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php${query({
        u: url,
        title,
        description,
        quote,
        hashtag: hashtags[0] ? `#${hashtags[0]}` : null,
      })}`;
    case 'twitter':
    case 'x':
      return `https://x.com/intent/tweet${query({
        text: title,
        url,
        hashtags: hashtags.join(','),
        via: content.twitterUser?.replace(/^@/, ''),
      })}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/${query({ url, media, description: title || description })}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/${query({ url })}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send${query({ text: lines(title, url, description) })}`;
    case 'email':
      return `mailto:${query({ subject: title, body: lines(url, description) })}`;
    case 'telegram':
      return `https://t.me/share/url${query({ url, text: lines(title, description) })}`;
    case 'reddit':
      return `https://www.reddit.com/submit${query({ url, title })}`;
  }
}

/**
 * Whether a network opens in a popup; e-mail hands over to the mail app instead.
 *
 * @example
 * opensInPopup('email'); // false
 */
export function opensInPopup(network: ShareNetwork): boolean {
  return network !== 'email';
}

/**
 * The 626 × 436 popup centred over the opener window (spec 9), never placed
 * left of or above it.
 *
 * @example
 * sharePopupGeometry({ left: 0, top: 0, width: 1280, height: 800 }); // { width: 626, height: 436, left: 327, top: 182 }
 */
export function sharePopupGeometry(screen: ScreenMetrics): PopupGeometry {
  const left = screen.left + Math.max(0, Math.round((screen.width - SHARE_POPUP_WIDTH) / 2));
  const top = screen.top + Math.max(0, Math.round((screen.height - SHARE_POPUP_HEIGHT) / 2));
  return { width: SHARE_POPUP_WIDTH, height: SHARE_POPUP_HEIGHT, left, top };
}

/**
 * The `window.open` features string for a popup.
 *
 * @example
 * sharePopupFeatures({ width: 626, height: 436, left: 327, top: 182 });
 * // 'width=626,height=436,left=327,top=182,menubar=no,toolbar=no,status=no,scrollbars=yes,resizable=yes'
 */
export function sharePopupFeatures(geometry: PopupGeometry): string {
  return `width=${geometry.width},height=${geometry.height},left=${geometry.left},top=${geometry.top},menubar=no,toolbar=no,status=no,scrollbars=yes,resizable=yes`;
}

/**
 * Calls `onClose` once the popup is closed, checking every 500 ms (spec 4).
 * Returns a stop function.
 *
 * @example
 * const stop = watchPopupClose(popup, () => setIsOpen(false));
 */
export function watchPopupClose(
  popup: PopupLike,
  onClose: () => void,
  timers: {
    setInterval?: (callback: () => void, ms: number) => unknown;
    clearInterval?: (handle: unknown) => void;
  } = {},
): () => void {
  const setTimer = timers.setInterval ?? ((callback: () => void, ms: number) => setInterval(callback, ms));
  const clearTimer =
    timers.clearInterval ?? ((handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>));
  const handle = setTimer(() => {
    if (!popup.closed) return;
    clearTimer(handle);
    onClose();
  }, SHARE_POPUP_POLL_MS);
  return () => clearTimer(handle);
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStoreEvents } from '../provider/StoreProvider';
import {
  SHARE_CLOSE_EVENT,
  SHARE_OPEN_EVENT,
  opensInPopup,
  sharePopupFeatures,
  sharePopupGeometry,
  shareUrl,
  watchPopupClose,
} from './share';
import type { PopupLike, ScreenMetrics, ShareContent, ShareNetwork } from './share.types';

/** Browser access of `useShare`, injectable for tests. */
export interface ShareEnvironment {
  /** `window.open`. */
  open(url: string, target: string, features: string): (PopupLike & { opener?: unknown }) | null;
  /** The opener window's position and inner size. */
  screen(): ScreenMetrics;
  /** Goes to a URL in this window (`mailto:` links). */
  navigate(url: string): void;
}

/** Options of `useShare`: the network, the content, and callbacks. */
export interface UseShareOptions extends ShareContent {
  network: ShareNetwork;
  onOpen?(): void;
  /** Called when the shopper closed the popup (checked every 500 ms). */
  onClose?(): void;
  /** Browser access; `window` is used (in `share` only) when not given. */
  environment?: ShareEnvironment;
}

/** What `useShare` returns. */
export interface UseShareResult {
  /** The network's share link (also usable as a plain `<a href>` without JavaScript). */
  href: string;
  /** `true` while the share popup is open. */
  isOpen: boolean;
  /** Opens the 626 × 436 popup centred over the page (focuses it if already open); e-mail opens the mail app. */
  share(): void;
}

function browserEnvironment(): ShareEnvironment {
  return {
    open: (url, target, features) => window.open(url, target, features),
    screen: () => ({
      left: window.screenLeft ?? window.screenX ?? 0,
      top: window.screenTop ?? window.screenY ?? 0,
      width: window.innerWidth || document.documentElement.clientWidth || window.screen.width,
      height: window.innerHeight || document.documentElement.clientHeight || window.screen.height,
    }),
    navigate: (url) => window.location.assign(url),
  };
}

/**
 * A share button's behaviour (spec 3, 4, 9): the network's share URL built
 * from url, title, description, quote, hashtags, media and twitter user; a
 * 626 × 436 popup centred over the page; its close noticed by checking every
 * 500 ms, then `onClose` and a `share:close` event. Opening publishes
 * `share:open`. Safe on the server: `href` renders, nothing opens.
 *
 * @example
 * function ShareOnPinterest({ product }: { product: Product }) {
 *   const { href, share, isOpen } = useShare({ network: 'pinterest', url: product.url, title: product.title, media: product.image });
 *   return <a href={href} data-state={isOpen ? 'open' : 'closed'} onClick={(event) => { event.preventDefault(); share(); }}>Pin it</a>;
 * }
 */
export function useShare(options: UseShareOptions): UseShareResult {
  const bus = useStoreEvents();
  const { network, url, title, description, quote, hashtags, media, twitterUser } = options;
  const hashtagKey = Array.isArray(hashtags) ? hashtags.join(',') : hashtags;
  const href = useMemo(
    () => shareUrl(network, { url, title, description, quote, hashtags: hashtagKey, media, twitterUser }),
    [network, url, title, description, quote, hashtagKey, media, twitterUser],
  );
  const [isOpen, setIsOpen] = useState(false);
  const popup = useRef<PopupLike | null>(null);
  const stopWatching = useRef<(() => void) | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // Leaving the page stops the check; the popup itself stays with the shopper.
  useEffect(() => () => stopWatching.current?.(), []);

  const share = useCallback(() => {
    const env = latest.current.environment ?? browserEnvironment();
    if (!opensInPopup(network)) {
      env.navigate(href);
      return;
    }
    if (popup.current && !popup.current.closed) {
      popup.current.focus?.();
      return;
    }
    const opened = env.open(href, `share-${network}`, sharePopupFeatures(sharePopupGeometry(env.screen())));
    if (!opened) return; // blocked: the link's href still works as a fallback
    // The share page must not be able to navigate the shop's tab.
    try {
      opened.opener = null;
    } catch {
      // Some browsers make opener read-only; nothing else to do.
    }
    popup.current = opened;
    setIsOpen(true);
    bus.publish(SHARE_OPEN_EVENT, { network, url });
    latest.current.onOpen?.();
    stopWatching.current?.();
    stopWatching.current = watchPopupClose(opened, () => {
      popup.current = null;
      stopWatching.current = null;
      setIsOpen(false);
      bus.publish(SHARE_CLOSE_EVENT, { network, url });
      latest.current.onClose?.();
    });
  }, [bus, href, network, url]);

  return useMemo(() => ({ href, isOpen, share }), [href, isOpen, share]);
}

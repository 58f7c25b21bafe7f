import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SHARE_NETWORKS,
  SHARE_POPUP_HEIGHT,
  SHARE_POPUP_POLL_MS,
  SHARE_POPUP_WIDTH,
  normalizeHashtags,
  opensInPopup,
  sharePopupFeatures,
  sharePopupGeometry,
  shareUrl,
  watchPopupClose,
} from './share';
import type { ShareContent } from './share.types';

const content: ShareContent = {
  url: 'https://shop.example/products/linen?ref=a b',
  title: 'Linen shirt & co',
  description: 'Cool for summer',
  quote: 'Best shirt',
  hashtags: ['#linen', ' summer '],
  media: 'https://cdn.example/linen.jpg',
  twitterUser: '@vitrine',
};
const params = (link: string) => Object.fromEntries(new URL(link).searchParams);
const encodedUrl = encodeURIComponent(content.url);

describe('shareUrl', () => {
  it('builds the Facebook link with url, title, description, quote and the first hashtag', () => {
    const link = shareUrl('facebook', content);
    expect(link.startsWith('https://www.facebook.com/sharer/sharer.php?')).toBe(true);
    expect(params(link)).toEqual({
      u: content.url,
      title: content.title,
      description: content.description,
      quote: content.quote,
      hashtag: '#linen',
    });
  });

  it('builds the X/Twitter link with text, url, hashtags and the handle without @', () => {
    expect(shareUrl('twitter', content)).toBe(
      `https://x.com/intent/tweet?text=Linen%20shirt%20%26%20co&url=${encodedUrl}&hashtags=linen%2Csummer&via=vitrine`,
    );
    expect(shareUrl('x', content)).toBe(shareUrl('twitter', content));
  });

  it('builds Pinterest with the media, LinkedIn with the url, Reddit with url and title', () => {
    expect(params(shareUrl('pinterest', content))).toEqual({
      url: content.url,
      media: content.media,
      description: content.title,
    });
    expect(shareUrl('linkedin', content)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`);
    expect(params(shareUrl('reddit', content))).toEqual({ url: content.url, title: content.title });
  });

  it('puts title, url and description on separate lines for WhatsApp, Telegram and e-mail', () => {
    expect(params(shareUrl('whatsapp', content))).toEqual({
      text: `${content.title}\r\n${content.url}\r\n${content.description}`,
    });
    expect(params(shareUrl('telegram', content))).toEqual({
      url: content.url,
      text: `${content.title}\r\n${content.description}`,
    });
    expect(shareUrl('email', content)).toBe(
      `mailto:?subject=Linen%20shirt%20%26%20co&body=${encodedUrl}%0D%0ACool%20for%20summer`,
    );
  });

  it('leaves out what is not given', () => {
    expect(shareUrl('twitter', { url: 'https://s.example/' })).toBe(
      'https://x.com/intent/tweet?url=https%3A%2F%2Fs.example%2F',
    );
    expect(shareUrl('facebook', { url: 'https://s.example/' })).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fs.example%2F',
    );
    expect(params(shareUrl('pinterest', { url: 'https://s.example/', description: 'D' }))).toEqual({
      url: 'https://s.example/',
      description: 'D',
    });
  });

  it('builds a link for every network', () => {
    for (const network of SHARE_NETWORKS)
      expect(shareUrl(network, content)).toContain(network === 'email' ? 'mailto:' : 'https://');
  });

  it('normalizes hashtags', () => {
    expect(normalizeHashtags('#a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(normalizeHashtags(null)).toEqual([]);
  });
});

describe('share popup', () => {
  it('is 626 × 436, centred over the opener', () => {
    expect([SHARE_POPUP_WIDTH, SHARE_POPUP_HEIGHT]).toEqual([626, 436]);
    expect(sharePopupGeometry({ left: 100, top: 50, width: 1280, height: 800 })).toEqual({
      width: 626,
      height: 436,
      left: 100 + 327,
      top: 50 + 182,
    });
  });

  it('never starts left of or above a window smaller than itself', () => {
    expect(sharePopupGeometry({ left: 10, top: 20, width: 375, height: 300 })).toEqual({
      width: 626,
      height: 436,
      left: 10,
      top: 20,
    });
  });

  it('writes the features string', () => {
    expect(sharePopupFeatures({ width: 626, height: 436, left: 1, top: 2 })).toMatch(
      /^width=626,height=436,left=1,top=2,/,
    );
  });

  it('opens e-mail without a popup', () => {
    expect(opensInPopup('email')).toBe(false);
    expect(opensInPopup('facebook')).toBe(true);
  });
});

describe('watchPopupClose', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('notices the close at the next 500 ms check, once', () => {
    expect(SHARE_POPUP_POLL_MS).toBe(500);
    const popup = { closed: false };
    const onClose = vi.fn();
    watchPopupClose(popup, onClose);
    vi.advanceTimersByTime(700);
    popup.closed = true;
    vi.advanceTimersByTime(299);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not check before 500 ms even when closed at once', () => {
    const onClose = vi.fn();
    watchPopupClose({ closed: true }, onClose);
    vi.advanceTimersByTime(499);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops when told to', () => {
    const onClose = vi.fn();
    const stop = watchPopupClose({ closed: true }, onClose);
    stop();
    vi.advanceTimersByTime(1000);
    expect(onClose).not.toHaveBeenCalled();
  });
});

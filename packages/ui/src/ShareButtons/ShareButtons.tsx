import { useShare, type ShareContent, type ShareNetwork } from '@vitrine/headless';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Button } from '../Button/Button';
import { DEFAULT_SHARE_BUTTONS_LABELS, type ShareButtonsLabels } from './labels';
import * as styles from './ShareButtons.css';
import { useLabels } from '../kit/labels';

/** How long "Link copied" stays before the button reads "Copy link" again. */
const COPIED_NOTICE_MS = 2000;

/** Short marks drawn in each round button; brand logos are left to themes. */
const NETWORK_MARKS: Record<ShareNetwork, string> = {
  facebook: 'f',
  twitter: '𝕏',
  x: '𝕏',
  pinterest: 'P',
  linkedin: 'in',
  whatsapp: 'W',
  email: '@',
  telegram: 'T',
  reddit: 'r/',
};

/** Props of {@link ShareButtons}: what to share, and where. */
export interface ShareButtonsProps extends ShareContent {
  networks?: readonly ShareNetwork[];
  /** Shows a copy-link button (default `true`). */
  showCopyLink?: boolean;
  labels?: Partial<ShareButtonsLabels>;
  className?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Share links for the networks, plus copy-link.
 *
 * Each link comes from `useShare` (one per network, as the hook shares one
 * thing to one network): a real `<a href>` that works without JavaScript,
 * opened with JavaScript in the 626 × 436 popup centred over the page;
 * e-mail opens the mail app. Renders `data-state="open"` on a network while
 * its popup is open and `data-state="copied|failed"` on the copy button.
 *
 * @example
 * <ShareButtons url={`https://shop.example/products/${product.handle}`} title={product.title} media={imageUrl} hashtags={['linen']} />
 */
export function ShareButtons({
  networks = ['facebook', 'x', 'pinterest', 'whatsapp', 'email'],
  showCopyLink = true,
  labels,
  className,
  ...content
}: ShareButtonsProps) {
  const text = useLabels('ShareButtons', DEFAULT_SHARE_BUTTONS_LABELS, labels);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copyLink = async () => {
    clearTimeout(resetTimer.current);
    try {
      await navigator.clipboard.writeText(content.url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
    resetTimer.current = setTimeout(() => setCopyState('idle'), COPIED_NOTICE_MS);
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <ul className={styles.list} aria-label={text.share}>
        {networks.map((network) => (
          <li key={network}>
            <ShareLink network={network} content={content} label={text.shareOn(text.networks[network])} />
          </li>
        ))}
      </ul>
      {showCopyLink && (
        <Button variant="secondary" size="sm" className={styles.copy} data-state={copyState} onClick={copyLink}>
          {copyState === 'copied' ? text.copied : text.copyLink}
        </Button>
      )}
      <span role="status" className={styles.status}>
        {copyState === 'failed' ? text.copyFailed : ''}
      </span>
    </div>
  );
}

function ShareLink({ network, content, label }: { network: ShareNetwork; content: ShareContent; label: string }) {
  const { href, isOpen, share } = useShare({ network, ...content });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks keep their browser meaning (new tab, new window).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    share();
  };
  const isMail = network === 'email';
  return (
    <a
      className={styles.network}
      href={href}
      aria-label={label}
      data-network={network}
      data-state={isOpen ? 'open' : 'closed'}
      target={isMail ? undefined : '_blank'}
      rel={isMail ? undefined : 'noopener noreferrer'}
      onClick={onClick}
    >
      <span className={styles.mark} data-mark={NETWORK_MARKS[network]} aria-hidden="true" />
    </a>
  );
}

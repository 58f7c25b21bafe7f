import { useRewards, type RedeemState, type UseRewardsOptions } from '@vitrine/headless';
import { useCallback, useState } from 'react';
import { button } from '../Button/Button.css';
import { Link } from '../Link/Link';
import { SkeletonText } from '../Skeletons/Skeletons';
import { Toaster, type ToastItem } from '../Toast/Toast';
import { CampaignItem } from './CampaignItem';
import { DEFAULT_REWARDS_WIDGET_LABELS, type RewardsWidgetLabels } from './labels';
import * as styles from './RewardsWidget.css';
import { useLabels } from '../kit/labels';

/** Props of {@link RewardsWidget}: the `useRewards` options plus what to show. */
export interface RewardsWidgetProps extends UseRewardsOptions {
  /** Where a visitor signs in. */
  signInHref?: string;
  locale?: string;
  headingLevel?: 2 | 3;
  /** Writes a coupon code to the clipboard; defaults to `navigator.clipboard`. */
  copyToClipboard?: (code: string) => Promise<void>;
  labels?: Partial<RewardsWidgetLabels>;
}

const clipboardCopy = (code: string) => navigator.clipboard.writeText(code);

/**
 * The loyalty-rewards widget: a visitor sees a sign-in prompt and the
 * campaigns; a signed-in customer sees the points balance and a Redeem button
 * per campaign (disabled with "Not enough points" when the balance is short).
 * A redeem goes loading (spinner, disabled) → the coupon view with the code
 * and a copy button, or → an error toast with the server's message (else the
 * error's own) and the button back (spec 2, 4, 8).
 *
 * Uses `useRewards` itself rather than taking its result, since the widget is
 * dropped into account and cart pages as one block; its options pass through
 * (`customer`, `rewardsApi`, `onRedeemed`). Renders `data-state` on the root
 * (`signed-out`, `loading`, `error`, `ready`) and on each campaign.
 *
 * @example
 * <RewardsWidget signInHref="/account/login" locale={locale} onRedeemed={(c) => analytics.track('redeem', c)} />
 */
export function RewardsWidget({
  signInHref = '/account/login',
  locale = 'en-US',
  headingLevel = 2,
  copyToClipboard = clipboardCopy,
  labels,
  ...options
}: RewardsWidgetProps) {
  const text = useLabels('RewardsWidget', DEFAULT_REWARDS_WIDGET_LABELS, labels);
  const rewards = useRewards(options);
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const Heading = `h${headingLevel}` as const;

  const redeem = useCallback(
    async (view: (typeof rewards.campaigns)[number]) => {
      const result: RedeemState = await rewards.redeem(view.campaign);
      if (result.status === 'failure')
        setToasts((list) => [...list, { id: `${view.id}-${Date.now()}`, type: 'error', message: result.message }]);
    },
    [rewards],
  );

  const state = !rewards.isSignedIn ? 'signed-out' : rewards.isLoading ? 'loading' : rewards.error ? 'error' : 'ready';
  return (
    <section className={styles.root} data-state={state} aria-label={text.title}>
      <Heading className={styles.title}>{text.title}</Heading>
      {!rewards.isSignedIn ? (
        <>
          <p className={styles.text}>{text.signedOut}</p>
          <Link className={button({ variant: 'primary', size: 'md' })} href={signInHref}>
            {text.signIn}
          </Link>
        </>
      ) : rewards.points !== null ? (
        <p className={styles.balance}>
          <span>{text.balance}</span>
          <span className={styles.points}>
            {rewards.pointsLabel ?? new Intl.NumberFormat(locale).format(rewards.points)}
          </span>
        </p>
      ) : null}
      {rewards.isLoading && rewards.campaigns.length === 0 ? (
        <SkeletonText lines={3} labels={{ loading: text.loading }} />
      ) : rewards.error && rewards.campaigns.length === 0 ? (
        <p className={styles.text} role="alert">
          {text.loadError}
        </p>
      ) : rewards.campaigns.length === 0 ? (
        <p className={styles.text}>{text.empty}</p>
      ) : (
        <ul className={styles.list}>
          {rewards.campaigns.map((view) => (
            <CampaignItem
              key={String(view.id ?? view.title)}
              view={view}
              isSignedIn={rewards.isSignedIn}
              locale={locale}
              text={text}
              copy={copyToClipboard}
              onRedeem={() => void redeem(view)}
              onDone={() => view.id !== null && rewards.resetRedeem(view.id)}
            />
          ))}
        </ul>
      )}
      <Toaster toasts={toasts} onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))} />
    </section>
  );
}

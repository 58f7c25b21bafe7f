import type { RewardsCampaignView } from '@vitrine/headless';
import { useState } from 'react';
import { Button } from '../Button/Button';
import type { RewardsWidgetLabels } from './labels';
import * as styles from './RewardsWidget.css';

interface CampaignItemProps {
  view: RewardsCampaignView;
  isSignedIn: boolean;
  locale: string;
  text: RewardsWidgetLabels;
  onRedeem: () => void;
  onDone: () => void;
  /** Writes the code to the clipboard; injectable for tests and old browsers. */
  copy: (code: string) => Promise<void>;
}

/**
 * One campaign: its title, cost and kind, and the redeem button (idle,
 * loading with a spinner, disabled without enough points), or after a
 * successful redeem the coupon view with the code and a copy button.
 */
export function CampaignItem({ view, isSignedIn, locale, text, onRedeem, onDone, copy }: CampaignItemProps) {
  const [copied, setCopied] = useState(false);
  const { redeem } = view;
  const isShort = isSignedIn && !view.isRedeemable;
  const state = redeem.status === 'idle' && isShort ? 'insufficient' : redeem.status;
  const cost = text.cost(view.cost, new Intl.NumberFormat(locale).format(view.cost));

  return (
    <li className={styles.campaign} data-state={state} data-kind={view.kind}>
      <span className={styles.campaignInfo}>
        <span className={styles.campaignTitle}>{view.title}</span>
        <span className={styles.meta}>
          {cost} · {text.kinds[view.kind]}
        </span>
      </span>
      {redeem.status === 'success' ? (
        <div className={styles.coupon} role="status">
          <strong>{text.couponTitle}</strong>
          <span className={styles.codeRow}>
            <code className={styles.code} dir="ltr">
              {redeem.coupon.code}
            </code>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                copy(redeem.coupon.code).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? text.copied : text.copy}
            </Button>
            <Button variant="ghost" size="sm" onClick={onDone}>
              {text.done}
            </Button>
          </span>
          <span className={styles.meta}>
            {redeem.coupon.name} · {text.couponHelp}
          </span>
        </div>
      ) : isSignedIn ? (
        <Button
          size="sm"
          onClick={onRedeem}
          disabled={view.isRedeemDisabled}
          aria-busy={redeem.status === 'loading' || undefined}
          aria-label={
            redeem.status === 'idle' || redeem.status === 'failure'
              ? isShort
                ? undefined
                : text.redeemFor(view.title)
              : undefined
          }
        >
          {redeem.status === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
          {redeem.status === 'loading' ? text.redeeming : isShort ? text.notEnoughPoints : text.redeem}
        </Button>
      ) : null}
    </li>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { DEFAULT_COOKIE_CONSENT_LABELS, type CookieConsentLabels } from './labels';
import * as styles from './CookieConsent.css';
import { useLabels } from '../kit/labels';

/** Cookie categories a shopper can consent to; `necessary` is always on. */
export type ConsentCategory = 'necessary' | 'preferences' | 'analytics' | 'marketing';

/** Optional categories, in the order they are listed. */
export const OPTIONAL_CONSENT_CATEGORIES = ['preferences', 'analytics', 'marketing'] as const;

/** What the shopper decided, and how. */
export interface ConsentDecision {
  necessary: true;
  preferences: boolean;
  analytics: boolean;
  marketing: boolean;
  method: 'accept-all' | 'reject-all' | 'custom' | 'acknowledged';
}

/**
 * - `banner`: non-modal, at the bottom of the page, with accept / reject / customise.
 * - `dialog`: a modal dialog with the same choices, for regions that require a decision first.
 * - `notice`: notice only (nothing to choose): an unobtrusive banner with one button; it never blocks reading.
 */
export type CookieConsentVariant = 'banner' | 'dialog' | 'notice';

/** Props of {@link CookieConsentBanner}: {@link CookieConsent}'s without the modal dialog. */
export interface CookieConsentBannerProps {
  variant?: Exclude<CookieConsentVariant, 'dialog'>;
  /** Called once with the decision; stop rendering the component (or pass `open={false}`) afterwards. */
  onDecision: (decision: ConsentDecision) => void;
  open?: boolean;
  /** Pre-ticked optional categories when customising (e.g. a previous decision). */
  defaultChoices?: Partial<Record<(typeof OPTIONAL_CONSENT_CATEGORIES)[number], boolean>>;
  policyHref?: string;
  labels?: Partial<CookieConsentLabels>;
}

const decide = (value: boolean, method: ConsentDecision['method']): ConsentDecision => ({
  necessary: true,
  preferences: value,
  analytics: value,
  marketing: value,
  method,
});

/**
 * The parts every variant shares: the text, the categories while
 * customising, the buttons. Used by {@link CookieConsentBanner} and the
 * dialog variant of {@link CookieConsent}.
 */
export function useConsentContent({
  variant,
  onDecision,
  defaultChoices,
  policyHref,
  labels,
}: Omit<CookieConsentBannerProps, 'variant' | 'open'> & { variant: CookieConsentVariant }) {
  const text = useLabels('CookieConsent', DEFAULT_COOKIE_CONSENT_LABELS, labels);
  const id = useId();
  const [isCustomising, setCustomising] = useState(false);
  const [choices, setChoices] = useState({ preferences: false, analytics: false, marketing: false, ...defaultChoices });
  const isNotice = variant === 'notice';
  const step = isCustomising ? 'customising' : 'choosing';
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  const body: ReactNode = (
    <>
      <p id={descriptionId} className={styles.text}>
        {isNotice ? text.noticeDescription : text.description}{' '}
        {policyHref && (
          <Link className={styles.link} href={policyHref}>
            {text.policyLink}
          </Link>
        )}
      </p>
      {isCustomising && (
        <fieldset className={styles.categories}>
          <legend className={styles.legend}>{text.categoriesLegend}</legend>
          {(['necessary', ...OPTIONAL_CONSENT_CATEGORIES] as const).map((category) => (
            <div key={category} className={styles.category}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={category === 'necessary' ? true : choices[category]}
                disabled={category === 'necessary'}
                onChange={(event) =>
                  category !== 'necessary' && setChoices({ ...choices, [category]: event.target.checked })
                }
                id={`${id}-${category}`}
                aria-describedby={`${id}-${category}-description`}
              />
              <label htmlFor={`${id}-${category}`} className={styles.categoryName}>
                {text.categories[category].name}
              </label>
              <span id={`${id}-${category}-description`} className={styles.categoryDescription}>
                {text.categories[category].description}
              </span>
            </div>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        {isNotice ? (
          <Button onClick={() => onDecision(decide(true, 'acknowledged'))}>{text.acknowledge}</Button>
        ) : isCustomising ? (
          <Button onClick={() => onDecision({ necessary: true, ...choices, method: 'custom' })}>{text.save}</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={() => setCustomising(true)}>
              {text.customise}
            </Button>
            <Button variant="secondary" onClick={() => onDecision(decide(false, 'reject-all'))}>
              {text.rejectAll}
            </Button>
            <Button onClick={() => onDecision(decide(true, 'accept-all'))}>{text.acceptAll}</Button>
          </>
        )}
      </div>
    </>
  );

  return { text, step, titleId, descriptionId, body };
}

/**
 * The cookie consent as a non-modal region fixed to the bottom of the page
 * (`banner`: accept, reject, customise; `notice`: one button). It needs no
 * dialog code, so a page that asks for consent loads only this; use
 * {@link CookieConsent} for the modal `dialog` variant.
 *
 * Renders `data-variant` and `data-step="choosing" | "customising"`.
 *
 * @example
 * {!consent && <CookieConsentBanner policyHref="/policies/privacy-policy" onDecision={saveConsent} />}
 */
export function CookieConsentBanner({ variant = 'banner', open = true, ...props }: CookieConsentBannerProps) {
  const { text, step, titleId, body } = useConsentContent({ variant, ...props });
  if (!open) return null;
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-variant={variant} data-step={step}>
      <h2 id={titleId} className={styles.title}>
        {text.title}
      </h2>
      {body}
    </section>
  );
}

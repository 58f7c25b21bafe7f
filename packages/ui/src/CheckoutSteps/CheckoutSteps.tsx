import { Fragment } from 'react';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DEFAULT_CHECKOUT_STEPS_LABELS, type CheckoutStepsLabels } from './labels';
import * as styles from './CheckoutSteps.css';
import { useLabels } from '../kit/labels';

/** The checkout steps of the spec (2), in route-name form. */
export type CheckoutStep = 'contact_information' | 'shipping_method' | 'payment_method' | 'all_in_one_checkout';

/** The stepped checkout, in order; `all_in_one_checkout` is the single-page alternative. */
export const CHECKOUT_STEP_ORDER = ['contact_information', 'shipping_method', 'payment_method'] as const;

/** Where each step lives (spec 2 paths). */
export const CHECKOUT_STEP_PATHS: Readonly<Record<CheckoutStep | 'cart', string>> = {
  cart: '/cart',
  contact_information: '/checkouts/contact_information',
  shipping_method: '/checkouts/shipping',
  payment_method: '/checkouts/payment',
  all_in_one_checkout: '/checkouts/all_in_one',
};

/** State of one step: done (a link back), the one shown, or still ahead. */
export type CheckoutStepState = 'complete' | 'current' | 'upcoming';

/** Props of {@link CheckoutSteps}. */
export interface CheckoutStepsProps {
  current: CheckoutStep;
  /** Overrides the spec's paths, e.g. to add the checkout hash. */
  hrefs?: Partial<Record<CheckoutStep | 'cart', string>>;
  labels?: Partial<CheckoutStepsLabels>;
  className?: string;
}

/**
 * Where the shopper is in checkout: Cart › Information › Shipping › Payment,
 * or Cart › Checkout for the all-in-one checkout. Steps before the current one
 * are complete and link back; later ones are plain text, since their data is
 * not filled in yet. Pure presentation: the route decides `current`.
 * Each item renders `data-state="complete" | "current" | "upcoming"`; the
 * current one has `aria-current="step"`.
 *
 * @example
 * <CheckoutSteps current="shipping_method" />
 */
export function CheckoutSteps({ current, hrefs, labels, className }: CheckoutStepsProps) {
  const text = useLabels('CheckoutSteps', DEFAULT_CHECKOUT_STEPS_LABELS, labels);
  const paths = { ...CHECKOUT_STEP_PATHS, ...hrefs };
  const steps: readonly (CheckoutStep | 'cart')[] =
    current === 'all_in_one_checkout' ? ['cart', 'all_in_one_checkout'] : ['cart', ...CHECKOUT_STEP_ORDER];
  const currentIndex = steps.indexOf(current);
  const classes = [styles.list, className].filter(Boolean).join(' ');

  return (
    <nav aria-label={text.nav} data-mode={current === 'all_in_one_checkout' ? 'all-in-one' : 'steps'}>
      <ol className={classes}>
        {steps.map((step, index) => {
          const state: CheckoutStepState =
            index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <Fragment key={step}>
              {index > 0 && (
                <li aria-hidden="true" className={styles.step}>
                  <svg
                    className={styles.separator}
                    viewBox="0 0 16 16"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M6 3l5 5-5 5" />
                  </svg>
                </li>
              )}
              <li className={styles.step} data-state={state} data-step={step}>
                {state === 'complete' ? (
                  <Link className={styles.link} href={paths[step]}>
                    {text[step]} <VisuallyHidden>{text.completed}</VisuallyHidden>
                  </Link>
                ) : (
                  <span aria-current={state === 'current' ? 'step' : undefined}>{text[step]}</span>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}

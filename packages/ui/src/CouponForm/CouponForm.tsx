import type { UseCouponResult } from '@vitrine/headless';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DEFAULT_COUPON_FORM_LABELS, type CouponFormLabels } from './labels';
import * as styles from './CouponForm.css';
import { useLabels } from '../kit/labels';

/** The parts of `useCoupon()`'s result the form reads. */
export type CouponFormState = Pick<UseCouponResult, 'appliedCode' | 'isApplying' | 'isRemoving' | 'error' | 'apply' | 'remove'>;

/** Props of {@link CouponForm}. */
export interface CouponFormProps {
  /**
   * The result of `useCoupon()` from `@vitrine/headless`. Taken as a prop
   * rather than called inside: the cart page calls the hook once with its
   * store options (`couponInput`, `position`) and shares the same result with
   * the shipping-method picker, and a second call would start a second
   * cookie auto-apply.
   */
  coupon: CouponFormState;
  labels?: Partial<CouponFormLabels>;
  className?: string;
}

/**
 * Discount code field: apply a code, see it applied, remove it.
 *
 * A rejected code (the server's 422) shows `coupon.error`, which headless
 * already reads as `errors.code[0]`, else the message (spec 8). Only one apply
 * runs at a time, so the Apply button is `aria-disabled` while one is pending.
 * Renders `data-state="empty" | "applied"`, `data-pending` and `data-error`.
 *
 * @example
 * const coupon = useCoupon({ couponInput: options.base.cart_show_input_coupon });
 * <CouponForm coupon={coupon} />
 */
export function CouponForm({ coupon, labels, className }: CouponFormProps) {
  const text = useLabels('CouponForm', DEFAULT_COUPON_FORM_LABELS, labels);
  const id = useId();
  const [code, setCode] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  const { appliedCode, isApplying, isRemoving, error } = coupon;
  const isPending = isApplying || isRemoving;
  const shownError = isMissing ? text.required : error;
  const classes = [styles.root, className].filter(Boolean).join(' ');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isApplying) return;
    const trimmed = code.trim();
    if (!trimmed) {
      setIsMissing(true);
      return;
    }
    setIsMissing(false);
    const result = await coupon.apply(trimmed);
    if (result.outcome === 'applied') setCode('');
  };

  return (
    <div
      className={classes}
      data-state={appliedCode ? 'applied' : 'empty'}
      data-pending={isPending || undefined}
      data-error={shownError ? '' : undefined}
    >
      {appliedCode ? (
        <div className={styles.applied}>
          <span id={`${id}-applied`} className={styles.code}>
            {appliedCode}
          </span>
          {/* While removing, the name is the visible "Removing…" (a name must contain the visible text), with the code as description. */}
          <Button
            variant="ghost"
            size="sm"
            aria-label={isRemoving ? undefined : text.removeCode(appliedCode)}
            aria-describedby={isRemoving ? `${id}-applied` : undefined}
            aria-disabled={isRemoving || undefined}
            onClick={() => !isRemoving && void coupon.remove(appliedCode)}
          >
            {isRemoving ? text.removing : text.remove}
          </Button>
        </div>
      ) : (
        <form className={styles.root} onSubmit={onSubmit} noValidate aria-busy={isApplying || undefined}>
          <label className={styles.label} htmlFor={`${id}-code`}>
            {text.label}
          </label>
          <div className={styles.row}>
            <input
              id={`${id}-code`}
              className={styles.input}
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={text.placeholder}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setIsMissing(false);
              }}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? `${id}-error` : undefined}
            />
            <Button type="submit" variant="secondary" aria-disabled={isApplying || undefined}>
              {isApplying ? text.applying : text.apply}
            </Button>
          </div>
        </form>
      )}
      {shownError && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {shownError}
        </p>
      )}
      {/* Always present so the change to "applied" is announced. */}
      <VisuallyHidden role="status">{appliedCode ? text.applied(appliedCode) : ''}</VisuallyHidden>
    </div>
  );
}

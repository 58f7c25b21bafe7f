import { useCoupon, type CartIntentName, type CouponInputVisibility } from '@vitrine/headless';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { CART_PATH } from '../kit/cartUi';
import { Form } from '../kit/form';
import { useLabels } from '../kit/labels';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DEFAULT_COUPON_FORM_LABELS, type CouponFormLabels } from './labels';
import * as styles from './CouponForm.css';

const APPLY = 'coupon-apply' satisfies CartIntentName;
const REMOVE = 'coupon-remove' satisfies CartIntentName;

/** Props of {@link CouponForm}. */
export interface CouponFormProps {
  /** Where the form posts without JavaScript; the cart page by default. */
  action?: string;
  /** Where this coupon input sits, sent as `position` (spec 7); `cart` by default. */
  position?: string;
  /** Campaign medium the visitor arrived from, sent as `utm_medium`. */
  utmMedium?: string;
  /**
   * The store option `cart_show_input_coupon` (spec 3). Given, the discount
   * code the visitor arrived with (`apply_coupon=yes` + the code cookie) is
   * applied by itself when the spec 5 rules allow it.
   */
  couponInput?: CouponInputVisibility | null;
  /** The code as last typed (a refused post comes back with it). */
  defaultValue?: string;
  /** The server's refusal by field name (`code`), from a post without JavaScript. */
  errors?: Partial<Record<'code', string>>;
  labels?: Partial<CouponFormLabels>;
  className?: string;
}

/**
 * Discount code field: apply a code, see it applied, remove it. It drives
 * the coupon through `useCoupon()` itself (one apply at a time, the spec's
 * events, the cookie auto-apply with `couponInput`).
 *
 * Form-first: a real form posting the `coupon-apply` intent with `code` (or
 * `coupon-remove`), so it works without JavaScript; hydrated, it applies in
 * place. A rejected code (the server's 422) shows its message on the field
 * (`errors.code[0]`, else the message: spec 8) and keeps what was typed.
 * Renders `data-state="empty" | "applied"`, `data-pending` and `data-error`.
 *
 * @example
 * <CouponForm couponInput={options.base.cart_show_input_coupon} errors={{ code: failure?.message }} />
 */
export function CouponForm({
  action = CART_PATH,
  position,
  utmMedium,
  couponInput,
  defaultValue = '',
  errors = {},
  labels,
  className,
}: CouponFormProps) {
  const text = useLabels('CouponForm', DEFAULT_COUPON_FORM_LABELS, labels);
  const id = useId();
  const coupon = useCoupon({ position, utmMedium, couponInput });
  const [isMissing, setIsMissing] = useState(false);
  // A server refusal shows until the shopper tries again in place.
  const [isServerErrorShown, setServerErrorShown] = useState(true);
  const { appliedCode, isApplying, isRemoving } = coupon;
  const isPending = isApplying || isRemoving;
  const shownError = isMissing ? text.required : (coupon.error ?? (isServerErrorShown ? (errors.code ?? null) : null));
  const classes = [styles.root, className].filter(Boolean).join(' ');

  const onApply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isApplying) return;
    const field = event.currentTarget.elements.namedItem('code');
    const code = field instanceof HTMLInputElement ? field.value.trim() : '';
    setServerErrorShown(false);
    if (!code) {
      setIsMissing(true);
      return;
    }
    setIsMissing(false);
    const result = await coupon.apply(code).catch(() => null);
    if (result?.outcome === 'applied' && field instanceof HTMLInputElement) field.value = '';
  };

  return (
    <div
      className={classes}
      data-testid="coupon-section"
      data-state={appliedCode ? 'applied' : 'empty'}
      data-pending={isPending || undefined}
      data-error={shownError ? '' : undefined}
    >
      {appliedCode ? (
        <Form
          method="post"
          action={action}
          className={styles.applied}
          onSubmit={(event) => {
            event.preventDefault();
            if (!isRemoving) void coupon.remove(appliedCode).catch(() => undefined);
          }}
        >
          <input type="hidden" name="code" value={appliedCode} />
          <span id={`${id}-applied`} className={styles.code}>
            {appliedCode}
          </span>
          {/* While removing, the name is the visible "Removing…" (a name must contain the visible text), with the code as description. */}
          <Button
            type="submit"
            name="intent"
            value={REMOVE}
            variant="ghost"
            size="sm"
            aria-label={isRemoving ? undefined : text.removeCode(appliedCode)}
            aria-describedby={isRemoving ? `${id}-applied` : undefined}
            aria-disabled={isRemoving || undefined}
          >
            {isRemoving ? text.removing : text.remove}
          </Button>
        </Form>
      ) : (
        <Form
          method="post"
          action={action}
          className={styles.root}
          onSubmit={onApply}
          noValidate
          aria-busy={isApplying || undefined}
        >
          <label className={styles.label} htmlFor={`${id}-code`}>
            {text.label}
          </label>
          <div className={styles.row}>
            <input
              id={`${id}-code`}
              className={styles.input}
              name="code"
              defaultValue={defaultValue}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={text.placeholder}
              onChange={() => setIsMissing(false)}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? `${id}-error` : undefined}
            />
            <Button
              type="submit"
              name="intent"
              value={APPLY}
              variant="secondary"
              aria-disabled={isApplying || undefined}
            >
              {isApplying ? text.applying : text.apply}
            </Button>
          </div>
        </Form>
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

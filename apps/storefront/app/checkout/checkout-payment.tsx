import { PaymentIcons } from '@vitrine/ui';
import { useT, type MessageKey } from '@vitrine/i18n';
import type { FormValues } from './checkout-fields';
import { CHECKOUT_PAYMENT_ICONS } from './checkout-payment-icons';
import * as styles from './checkout.css';
import { TextField, useFieldError, type FieldErrors } from './checkout-parts';

/** A payment method as the loader offers it. */
export interface OfferedMethod {
  id: string;
  kind: 'card' | 'manual';
}

function methodTitle(t: (key: MessageKey) => string, has: (key: string) => boolean, id: string): string {
  const key = `checkoutPage.payment.method.${id}`;
  return has(key) ? t(key as MessageKey) : id;
}

/**
 * The payment methods as radio buttons; the card method carries its fields
 * (number, name, expiry, security code). The card number and code are never
 * written back into the page: after a refused payment they are typed again
 * (without JavaScript) or are still in the fields the shopper typed them in.
 */
export function PaymentMethods({
  methods,
  values,
  errors,
}: {
  methods: readonly OfferedMethod[];
  values: FormValues;
  errors: FieldErrors | undefined;
}) {
  const { t, has, labels } = useT();
  const errorOf = useFieldError(errors);
  const chosen = values.payment_method || methods[0]?.id || '';
  const methodError = errorOf('payment_method');
  return (
    <fieldset className={styles.section} data-testid="payment-methods">
      <legend className={styles.sectionTitle}>{t('checkoutPage.payment.heading')}</legend>
      <p className={styles.hint}>{t('checkoutPage.payment.secure')}</p>
      {methods.length === 0 ? <p role="alert">{t('checkout.NO_PAYMENT_METHODS_AVAILABLE')}</p> : null}
      <div className={styles.choices}>
        {methods.map((method) => (
          <div key={method.id} className={styles.choiceBlock} data-method={method.id}>
            <label className={styles.choiceHead}>
              <input type="radio" name="payment_method" value={method.id} defaultChecked={chosen === method.id} />
              <span>{methodTitle(t, has, method.id)}</span>
              {method.kind === 'card' ? (
                <PaymentIcons icons={CHECKOUT_PAYMENT_ICONS} position="payment" labels={labels('PaymentIcons')} />
              ) : null}
            </label>
            {method.kind === 'card' ? (
              <div className={styles.choiceDetail}>
                <TextField
                  name="card.number"
                  label={t('checkoutPage.card.number')}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  values={values}
                  error={errorOf('card.number')}
                  maxLength={23}
                  isSecret
                />
                <TextField
                  name="card.name"
                  label={t('checkoutPage.card.name')}
                  autoComplete="cc-name"
                  values={values}
                  error={errorOf('card.name')}
                />
                <div className={styles.row}>
                  <TextField
                    name="card.expiry"
                    label={t('checkoutPage.card.expiry')}
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    values={values}
                    error={errorOf('card.expiry')}
                    maxLength={7}
                    placeholder="MM / YY"
                  />
                  <TextField
                    name="card.cvc"
                    label={t('checkoutPage.card.cvc')}
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    values={values}
                    error={errorOf('card.cvc')}
                    maxLength={4}
                    isSecret
                  />
                </div>
              </div>
            ) : has(`checkoutPage.payment.note.${method.id}`) ? (
              <p className={styles.choiceNote}>{t(`checkoutPage.payment.note.${method.id}` as MessageKey)}</p>
            ) : null}
          </div>
        ))}
      </div>
      {methodError ? (
        <p role="alert" className={styles.fieldError}>
          {methodError}
        </p>
      ) : null}
    </fieldset>
  );
}

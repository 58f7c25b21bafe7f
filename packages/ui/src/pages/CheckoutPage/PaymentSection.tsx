import type { PaymentIcon } from '@vitrine/headless';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import * as fieldStyles from '../../Field/Field.css';
import { TextField } from '../../Field/TextField';
import { useLabels } from '../../kit/labels';
import { PaymentIcons } from '../../PaymentIcons/PaymentIcons';
import * as styles from './CheckoutPage.css';
import { DEFAULT_CHECKOUT_PAGE_LABELS, type CheckoutPageLabels } from './labels';

/** A payment method as the page offers it, its title and note already in the shopper's language. */
export interface PaymentOption {
  id: string;
  /** `card` methods take the card fields here; `manual` ones are paid later (cash on delivery, bank transfer). */
  kind: 'card' | 'manual';
  title: string;
  note?: string | null;
}

/** Props of {@link PaymentSection}. */
export interface PaymentSectionProps {
  methods: readonly PaymentOption[];
  /** The store's payment icons; the card method shows the card ones (spec 9). */
  paymentIcons: readonly PaymentIcon[];
  /** The method chosen when the page opens. */
  defaultMethod: string;
  /** The name on the card as typed before a refusal (the number and security code are never sent back). */
  defaultCardName?: string;
  /** Messages by input name: `payment_method`, `card.number`, `card.name`, `card.expiry`, `card.cvc`. */
  errors?: Readonly<Record<string, string | null | undefined>>;
  labels?: Partial<CheckoutPageLabels>;
}

/**
 * The payment methods as native radios (they post without scripts); the card
 * method carries its fields (number, name, expiry, security code) and the
 * store's card icons. Once hydrated, the card fields of a method that is not
 * chosen are disabled, so a card number is never sent with another method
 * (the server drops it too). The number and code are never prefilled.
 */
export function PaymentSection({
  methods,
  paymentIcons,
  defaultMethod,
  defaultCardName,
  errors = {},
  labels,
}: PaymentSectionProps) {
  const text = useLabels('CheckoutPage', DEFAULT_CHECKOUT_PAGE_LABELS, labels);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  // Unknown until the page runs: the server's HTML leaves every card field usable (a browser without scripts posts them all).
  const [chosen, setChosen] = useState<string | null>(null);
  // A method picked before the page's scripts loaded is the one checked now.
  useEffect(() => {
    const checked = rootRef.current?.querySelector<HTMLInputElement>('input[name="payment_method"]:checked');
    if (checked) setChosen(checked.value);
  }, []);
  return (
    <fieldset ref={rootRef} className={fieldStyles.group} data-testid="payment-methods">
      <legend className={fieldStyles.legend}>{text.paymentHeading}</legend>
      <p className={styles.hint}>{text.paymentSecure}</p>
      {methods.length === 0 ? (
        <p role="alert" className={fieldStyles.message}>
          {text.noPaymentMethods}
        </p>
      ) : null}
      <div className={styles.choices}>
        {methods.map((method) => (
          <div key={method.id} className={styles.choice} data-method={method.id}>
            <label className={styles.choiceHead}>
              <input
                type="radio"
                name="payment_method"
                value={method.id}
                defaultChecked={defaultMethod === method.id}
                className={styles.radio}
                onChange={(event) => setChosen(event.currentTarget.value)}
              />
              <span className={styles.choiceTitle}>{method.title}</span>
              {method.kind === 'card' ? (
                <span className={styles.choiceIconsRow}>
                  <PaymentIcons icons={paymentIcons} position="payment" className={styles.choiceIcons} />
                </span>
              ) : null}
            </label>
            {method.kind === 'card' ? (
              <CardFields
                errors={errors}
                defaultCardName={defaultCardName}
                isDisabled={chosen !== null && chosen !== method.id}
                text={text}
              />
            ) : method.note ? (
              <p className={styles.choiceNote}>{method.note}</p>
            ) : null}
          </div>
        ))}
      </div>
      {errors.payment_method ? (
        <p role="alert" className={fieldStyles.message}>
          {errors.payment_method}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The card's inputs (`card.number`, `card.name`, `card.expiry`, `card.cvc`); off while another method is chosen. */
function CardFields({
  errors,
  defaultCardName,
  isDisabled,
  text,
}: {
  errors: Readonly<Record<string, string | null | undefined>>;
  defaultCardName?: string;
  isDisabled: boolean;
  text: CheckoutPageLabels;
}) {
  const field = (name: `card.${string}`, props: Omit<ComponentProps<typeof TextField>, 'name'>) => (
    <TextField name={name} error={errors[name]} disabled={isDisabled} {...props} />
  );
  return (
    <div className={styles.choiceDetail}>
      {field('card.number', {
        label: text.cardNumber,
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        maxLength: 23,
        dir: 'ltr',
      })}
      {field('card.name', { label: text.cardName, autoComplete: 'cc-name', defaultValue: defaultCardName })}
      <div className={fieldStyles.row}>
        {field('card.expiry', {
          label: text.cardExpiry,
          inputMode: 'numeric',
          autoComplete: 'cc-exp',
          maxLength: 7,
          placeholder: 'MM / YY',
          dir: 'ltr',
        })}
        {field('card.cvc', {
          label: text.cardCvc,
          inputMode: 'numeric',
          autoComplete: 'cc-csc',
          maxLength: 4,
          dir: 'ltr',
        })}
      </div>
    </div>
  );
}

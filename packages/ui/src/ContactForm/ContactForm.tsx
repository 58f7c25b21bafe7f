import { useRef } from 'react';
import { Alert } from '../Alert/Alert';
import { FieldFrame, SelectField, SubmitButton, TextField, errorsKey, useFocusFirstInvalid } from '../Field';
import { control } from '../Field/Field.css';
import { Form } from '../kit/form';
import { useLabels } from '../kit/labels';
import * as styles from './ContactForm.css';
import { CONTACT_TOPICS, DEFAULT_CONTACT_FORM_LABELS, type ContactFormLabels } from './labels';

/** The fields of the contact form, by the names they post. */
export type ContactFormField = 'name' | 'email' | 'phone' | 'order_number' | 'topic' | 'message';

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** The section's id: where the page lands after a post without JavaScript (`#contact-form`). */
  id?: string;
  /** Where the form posts; the page it is on when left out. */
  action?: string;
  /** What the shopper typed, sent back with the server's messages after a refused post. */
  values?: Partial<Record<ContactFormField, string>>;
  /** The server's message per field, in the shopper's language. */
  errors?: Partial<Record<ContactFormField, string>>;
  /** A problem with the message as a whole (too many messages), in the shopper's language. */
  formError?: string | null;
  /** The ticket the store filed the message under: the form thanks the shopper and starts empty again. */
  ticket?: string | null;
  /** The post is on its way (the router's navigation state). */
  isPending?: boolean;
  /** Bounds the store checks; the form says them and the browser keeps to the longest. */
  limits?: { nameMax: number; phoneMax: number; messageMin: number; messageMax: number };
  labels?: Partial<ContactFormLabels>;
}

const DEFAULT_LIMITS = { nameMax: 100, phoneMax: 30, messageMin: 10, messageMax: 5000 };

/**
 * The store's contact form (name, e-mail, phone, order number, topic,
 * message), form-first: a real `post` that works without JavaScript, where
 * the server checks every field and answers with a message per field and the
 * typed values, shown again; rendered through the `FormProvider`'s form, it
 * posts in place. After a refusal focus goes to the first wrong field; after
 * success to the thank-you note with the ticket number, and the form starts
 * empty.
 *
 * Renders `data-testid="contact-sent"` on the thank-you note and
 * `data-testid="contact-failed"` on a whole-form message.
 *
 * @example
 * <ContactForm id="contact-form" values={failure?.values} errors={failure?.errors} ticket={ticket} isPending={isSending} />
 */
export function ContactForm({
  id = 'contact-form',
  action,
  values = {},
  errors = {},
  formError = null,
  ticket = null,
  isPending = false,
  limits = DEFAULT_LIMITS,
  labels,
}: ContactFormProps) {
  const text = useLabels('ContactForm', DEFAULT_CONTACT_FORM_LABELS, labels);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errorsKey(errors));
  const field = (name: ContactFormField) => ({
    name,
    id: `contact-${name}`,
    defaultValue: values[name] ?? '',
    error: errors[name] ?? null,
  });
  return (
    <section id={id} className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {text.title}
      </h2>
      {ticket ? (
        <Alert tone="success" isFocusedOnShow data-testid="contact-sent">
          {text.sent(ticket)}
        </Alert>
      ) : null}
      {formError ? (
        <Alert tone="critical" isFocusedOnShow data-testid="contact-failed">
          {formError}
        </Alert>
      ) : null}
      {/* The server's messages are the ones shown (in the shopper's language), so the browser's own checks stay out of the way. */}
      <Form ref={formRef} method="post" action={action} noValidate className={styles.form} key={ticket ?? 'form'}>
        <div className={styles.row}>
          <TextField {...field('name')} label={text.name} autoComplete="name" required maxLength={limits.nameMax} />
          <TextField
            {...field('email')}
            label={text.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
        </div>
        <div className={styles.row}>
          <TextField
            {...field('phone')}
            label={text.phone}
            type="tel"
            autoComplete="tel"
            maxLength={limits.phoneMax}
            isOptional
          />
          <TextField {...field('order_number')} label={text.orderNumber} hint={text.orderNumberHint} isOptional />
        </div>
        <SelectField
          {...field('topic')}
          label={text.topic}
          placeholder={text.chooseTopic}
          options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: text.topics[topic] }))}
          required
        />
        <FieldFrame
          name="message"
          id="contact-message"
          label={text.message}
          hint={text.messageHint(limits.messageMin)}
          error={errors.message ?? null}
        >
          {(frame) => (
            <textarea
              {...frame}
              name="message"
              rows={6}
              required
              maxLength={limits.messageMax}
              defaultValue={values.message ?? ''}
              className={`${control} ${styles.textarea}`}
            />
          )}
        </FieldFrame>
        <SubmitButton size="lg" className={styles.submit} isPending={isPending} pendingLabel={text.sending}>
          {text.send}
        </SubmitButton>
      </Form>
    </section>
  );
}

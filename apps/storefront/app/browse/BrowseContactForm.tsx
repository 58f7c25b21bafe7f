import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '@vitrine/i18n';
import {
  CONTACT_FIELDS,
  CONTACT_FORM_TOPICS,
  CONTACT_MESSAGE_LENGTH,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  type ContactField,
  type ContactFormFailure,
} from './browse-contact';
import * as styles from './browse-contact.css';

const TOPIC_LABELS = {
  order: 'policy.contact.topic.order',
  shipping: 'policy.contact.topic.shipping',
  returns: 'policy.contact.topic.returns',
  product: 'policy.contact.topic.product',
  payment: 'policy.contact.topic.payment',
  other: 'policy.contact.topic.other',
} as const;

/**
 * The contact-us form: a real POST form to the page's action, so it works
 * without JavaScript; with JavaScript it posts in place. The server checks
 * every field and answers with a message per field and the typed values, which
 * the form shows again; after success the page names the ticket number.
 */
export function BrowseContactForm({
  id,
  failure,
  ticket,
}: {
  id: string;
  failure: ContactFormFailure | undefined;
  ticket: string | null;
}) {
  const { t } = useT();
  const navigation = useNavigation();
  const isSending = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  const firstInvalid = CONTACT_FIELDS.find((field) => errors[field]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // After an enhanced post, move focus to what changed: the first wrong field, or the thank-you note.
  useEffect(() => {
    if (firstInvalid) document.getElementById(`contact-${firstInvalid}`)?.focus();
    else if (failure?.formError) summaryRef.current?.focus();
  }, [failure, firstInvalid]);
  useEffect(() => {
    if (ticket) statusRef.current?.focus();
  }, [ticket]);

  const describe = (field: ContactField, hint?: string) =>
    [errors[field] ? `contact-${field}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: ContactField) => {
    const error = errors[field];
    return error ? (
      <p id={`contact-${field}-error`} className={styles.fieldError} data-field-error={field}>
        {t(error.key, error.values)}
      </p>
    ) : null;
  };
  const common = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    defaultValue: values[field] ?? '',
    'aria-invalid': errors[field] ? true : undefined,
    className: styles.input,
  });

  return (
    <section id={id} className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('policy.contact.formTitle')}
      </h2>
      {ticket ? (
        <div ref={statusRef} tabIndex={-1} role="status" className={styles.success} data-testid="contact-sent">
          {t('policy.contact.sent', { number: ticket })}
        </div>
      ) : null}
      {failure?.formError ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" className={styles.failure} data-testid="contact-failed">
          {t(failure.formError.key, failure.formError.values)}
        </div>
      ) : null}
      {/* The server's messages are the ones shown, in the shopper's language, with or without JavaScript. */}
      <Form method="post" noValidate className={styles.form} key={ticket ?? 'form'} preventScrollReset>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="contact-name" className={styles.label}>
              {t('policy.contact.name')}
            </label>
            <input {...common('name')} autoComplete="name" required maxLength={CONTACT_NAME_MAX} aria-describedby={describe('name')} />
            {fieldError('name')}
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-email" className={styles.label}>
              {t('policy.contact.email')}
            </label>
            <input
              {...common('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              aria-describedby={describe('email')}
            />
            {fieldError('email')}
          </div>
        </div>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="contact-phone" className={styles.label}>
              {t('policy.contact.phone')} <span className={styles.optional}>{t('common.optional')}</span>
            </label>
            <input
              {...common('phone')}
              type="tel"
              autoComplete="tel"
              maxLength={CONTACT_PHONE_MAX}
              aria-describedby={describe('phone')}
            />
            {fieldError('phone')}
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-order_number" className={styles.label}>
              {t('policy.contact.orderNumber')} <span className={styles.optional}>{t('common.optional')}</span>
            </label>
            <input {...common('order_number')} aria-describedby={describe('order_number', 'contact-order_number-hint')} />
            <p id="contact-order_number-hint" className={styles.hint}>
              {t('policy.contact.orderNumberHint')}
            </p>
            {fieldError('order_number')}
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-topic" className={styles.label}>
            {t('policy.contact.topic')}
          </label>
          <select {...common('topic')} required aria-describedby={describe('topic')}>
            <option value="">{t('policy.contact.chooseTopic')}</option>
            {CONTACT_FORM_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(TOPIC_LABELS[topic])}
              </option>
            ))}
          </select>
          {fieldError('topic')}
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-message" className={styles.label}>
            {t('policy.contact.message')}
          </label>
          <textarea
            {...common('message')}
            rows={6}
            required
            maxLength={CONTACT_MESSAGE_LENGTH.max}
            aria-describedby={describe('message', 'contact-message-hint')}
            className={styles.textarea}
          />
          <p id="contact-message-hint" className={styles.hint}>
            {t('policy.contact.messageHint', { count: CONTACT_MESSAGE_LENGTH.min })}
          </p>
          {fieldError('message')}
        </div>
        <button type="submit" className={styles.submit} disabled={isSending} aria-disabled={isSending || undefined}>
          {isSending ? t('policy.contact.sending') : t('policy.contact.send')}
        </button>
      </Form>
    </section>
  );
}

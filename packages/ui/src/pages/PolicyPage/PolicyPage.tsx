import { useId } from 'react';
import { ContactChannels, type ContactChannelsData } from '../../ContactForm/ContactChannels';
import { ContactForm, type ContactFormProps } from '../../ContactForm/ContactForm';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import * as styles from './PolicyPage.css';

/** Texts of the policy page; override any of them to translate. */
export interface PolicyPageLabels {
  /** Heading of the list of policies. */
  policies: string;
}

export const DEFAULT_POLICY_PAGE_LABELS: PolicyPageLabels = { policies: 'Store policies' };

/** One entry of the list of policies. */
export interface PolicyLink {
  handle: string;
  /** Its name in the shopper's language. */
  title: string;
  href: string;
}

/** Props of {@link PolicyPage}. */
export interface PolicyPageProps {
  /** The shown policy's handle (`refund-policy`): the list marks it as the current page. */
  handle: string;
  /** Its name in the shopper's language. */
  title: string;
  /** The store's text, already sanitized by the content engine. */
  bodyHtml: string;
  policies: readonly PolicyLink[];
  /** On the contact-us page: the form (with what the server answered) and the store's channels. */
  contact?: { form: ContactFormProps; channels: ContactChannelsData } | null;
  /** The shopper's locale, for the opening hours. */
  locale?: string;
  labels?: Partial<PolicyPageLabels>;
}

/**
 * A store policy (about us, contact us, refund, shipping, privacy, terms):
 * the list of policies beside the text (below it on a phone), and on the
 * contact-us page the contact form and the store's other channels.
 *
 * Renders `data-policy` (the handle) on the root and
 * `data-testid="policy-body"` on the text.
 *
 * @example
 * <PolicyPage handle="refund-policy" title="Refund policy" bodyHtml={policy.body_html} policies={links} />
 */
export function PolicyPage({ handle, title, bodyHtml, policies, contact, locale, labels }: PolicyPageProps) {
  const text = useLabels('PolicyPage', DEFAULT_POLICY_PAGE_LABELS, labels);
  const navId = useId();
  return (
    <div className={styles.layout} data-policy={handle}>
      <nav aria-labelledby={navId} className={styles.nav}>
        <h2 id={navId} className={styles.navTitle}>
          {text.policies}
        </h2>
        <ul className={styles.navList}>
          {policies.map((item) => (
            <li key={item.handle}>
              <Link
                href={item.href}
                className={styles.navLink}
                aria-current={item.handle === handle ? 'page' : undefined}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.main}>
        <h1 className={styles.title}>{title}</h1>
        {/* Sanitized by the content engine before it is stored. */}
        <div
          className={styles.body}
          data-testid="policy-body"
          dir="auto"
          dangerouslySetInnerHTML={{ __html: bodyHtml }}
        />
        {contact ? (
          <>
            <ContactForm {...contact.form} />
            <ContactChannels contact={contact.channels} locale={locale} />
          </>
        ) : null}
      </div>
    </div>
  );
}

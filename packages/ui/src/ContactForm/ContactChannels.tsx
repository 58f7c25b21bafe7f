import type { ContactChannelsBody } from '@vitrine/headless';
import { useLabels } from '../kit/labels';
import * as styles from './ContactForm.css';
import { DEFAULT_CONTACT_CHANNELS_LABELS, type ContactChannelsLabels } from './labels';

/** The store's channels as the contact service sends them: e-mail, phone, address, time zone and the next seven days' hours (UTC). */
export type ContactChannelsData = ContactChannelsBody['contact'];

/** Props of {@link ContactChannels}. */
export interface ContactChannelsProps {
  contact: ContactChannelsData;
  /** The shopper's locale, for day and time names. */
  locale?: string;
  labels?: Partial<ContactChannelsLabels>;
}

const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** 0 for Monday … 6 for Sunday, in the store's time zone. */
function weekdayIndex(iso: string, timeZone: string): number {
  return WEEK.indexOf(new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(new Date(iso)));
}

/**
 * Opening hours in the store's own time zone, Monday first, each day once
 * (the service sends the next seven days as UTC instants, so daylight saving
 * is right).
 */
export function openingHours(contact: ContactChannelsData, locale: string, row: ContactChannelsLabels['hoursRow']) {
  const timeZone = contact.time_zone;
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  const zone = new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone });
  const zoneName = (date: Date) => zone.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
  return [...contact.opening_hours]
    .sort((a, b) => weekdayIndex(a.opens_at, timeZone) - weekdayIndex(b.opens_at, timeZone))
    .map((period) => {
      const opens = new Date(period.opens_at);
      const closes = new Date(period.closes_at);
      return {
        key: period.opens_at,
        text: row(day.format(opens), time.format(opens), `${time.format(closes)} ${zoneName(closes)}`.trim()),
      };
    });
}

/**
 * How to reach the store besides the contact form: e-mail, phone, the
 * studio's address and the opening hours in the store's time zone.
 *
 * Renders `data-testid="opening-hours"` on the hours.
 *
 * @example
 * <ContactChannels contact={contact} locale="de-DE" />
 */
export function ContactChannels({ contact, locale = 'en-US', labels }: ContactChannelsProps) {
  const text = useLabels('ContactChannels', DEFAULT_CONTACT_CHANNELS_LABELS, labels);
  const hours = openingHours(contact, locale, text.hoursRow);
  const { address } = contact;
  const lines = [
    address.company,
    address.address1,
    address.address2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.country,
  ].filter((line): line is string => Boolean(line));
  return (
    <section className={`${styles.card} ${styles.channels}`} aria-labelledby="contact-channels">
      <h2 id="contact-channels" className={styles.title}>
        {text.title}
      </h2>
      <div className={styles.channelList}>
        <div>
          <h3 className={styles.channelTitle}>{text.emailUs}</h3>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </div>
        {contact.phone ? (
          <div>
            <h3 className={styles.channelTitle}>{text.callUs}</h3>
            <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
              {contact.phone}
            </a>
          </div>
        ) : null}
        <div>
          <h3 className={styles.channelTitle}>{text.visitUs}</h3>
          <address className={styles.address}>
            {lines.map((line) => (
              <span key={line} className={styles.addressLine}>
                {line}
              </span>
            ))}
          </address>
        </div>
        {hours.length > 0 ? (
          <div>
            <h3 className={styles.channelTitle}>{text.hours}</h3>
            <ul className={styles.hours} data-testid="opening-hours">
              {hours.map((row) => (
                <li key={row.key}>{row.text}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}

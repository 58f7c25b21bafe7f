import type { ContactChannelsBody } from '@vitrine/headless';
import { useT } from '@vitrine/i18n';
import * as styles from './browse-contact.css';

type Channels = ContactChannelsBody['contact'];

/**
 * Opening hours in the store's own time zone, each day once (the service
 * sends the next seven days as UTC instants, so daylight saving is right).
 */
function useOpeningHours(contact: Channels) {
  const { t, locale } = useT();
  const timeZone = contact.time_zone;
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  const zone = new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone });
  const zoneName = (date: Date) => zone.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
  // Monday first, as most shoppers read a week; the service's list starts today.
  const sorted = [...contact.opening_hours].sort(
    (a, b) => weekdayIndex(a.opens_at, timeZone) - weekdayIndex(b.opens_at, timeZone),
  );
  return sorted.map((period) => {
    const opens = new Date(period.opens_at);
    const closes = new Date(period.closes_at);
    return {
      key: period.opens_at,
      text: t('policy.contact.hoursRow', {
        day: day.format(opens),
        opens: time.format(opens),
        closes: `${time.format(closes)} ${zoneName(closes)}`.trim(),
      }),
    };
  });
}

/** 0 for Monday … 6 for Sunday, in the store's time zone. */
function weekdayIndex(iso: string, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(new Date(iso));
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name);
}

/** How to reach the store besides the form: e-mail, phone, studio address and opening hours. */
export function BrowseContactChannels({ contact }: { contact: Channels }) {
  const { t } = useT();
  const hours = useOpeningHours(contact);
  const { address } = contact;
  return (
    <section className={styles.channels} aria-labelledby="contact-channels">
      <h2 id="contact-channels" className={styles.cardTitle}>
        {t('policy.contact.channels')}
      </h2>
      <div className={styles.channelList}>
        <div>
          <h3 className={styles.channelTitle}>{t('policy.contact.emailUs')}</h3>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </div>
        {contact.phone ? (
          <div>
            <h3 className={styles.channelTitle}>{t('policy.contact.callUs')}</h3>
            <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
              {contact.phone}
            </a>
          </div>
        ) : null}
        <div>
          <h3 className={styles.channelTitle}>{t('policy.contact.visitUs')}</h3>
          <address className={styles.address}>
            {[address.company, address.address1, address.address2, [address.postcode, address.city].filter(Boolean).join(' '), address.country]
              .filter(Boolean)
              .map((line) => (
                <span key={line} className={styles.addressLine}>
                  {line}
                </span>
              ))}
          </address>
        </div>
        {hours.length > 0 ? (
          <div>
            <h3 className={styles.channelTitle}>{t('policy.contact.hours')}</h3>
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

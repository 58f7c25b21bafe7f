import { fieldRow } from '../../Field';
import { CheckboxField } from '../../Field/CheckboxField';
import { SubmitButton } from '../../Field/SubmitButton';
import { TextField } from '../../Field/TextField';
import { Alert } from '../../Alert/Alert';
import { Form } from '../../kit/form';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import { Price } from '../../Price/Price';
import { RewardsWidget } from '../../RewardsWidget/RewardsWidget';
import { ACCOUNT_PATHS, AccountLayout, CsrfField, type AccountPaths } from './AccountLayout';
import * as styles from './AccountPage.css';
import { DEFAULT_ACCOUNT_LABELS, type AccountLabels } from './labels';
import { isolate } from './orderStatus';

/** The customer as the profile page shows them. */
export interface AccountProfile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** True while the customer's address is on the newsletter list. */
  acceptsMarketing: boolean;
  /** When the account was made (ISO 8601). */
  createdAt: string;
}

/** One order of an account's short list. */
export interface RecentOrder {
  number: string;
  /** ISO 8601. */
  placedAt: string;
  /** Minor units of `currency`. */
  total: number;
  currency: string;
}

/** The profile form's fields. */
export type ProfileField = 'first_name' | 'last_name' | 'accepts_marketing';

/** Props of {@link ProfilePage}. */
export interface ProfilePageProps {
  csrf: string;
  profile: AccountProfile;
  orderCount: number;
  addressCount: number;
  /** The newest few orders. */
  recentOrders: readonly RecentOrder[];
  /** What was posted before the server refused it. */
  values?: Partial<Record<ProfileField, string>>;
  errors?: Partial<Record<ProfileField, string | null>>;
  /** A refusal about no one field (a stale form), translated. */
  message?: string | null;
  /** The change was saved. */
  isSaved?: boolean;
  isPending?: boolean;
  locale?: string;
  /** Where the page lives (its form posts there); `/account`. */
  path?: string;
  paths?: Partial<AccountPaths>;
  labels?: Partial<AccountLabels>;
}

/**
 * The account's front page (spec 2 route `account`): the profile form (names,
 * news by e-mail) posting intent `profile` with the CSRF token, the newest
 * orders, the address count and the loyalty points with their rewards.
 *
 * @example
 * <ProfilePage csrf={csrf} profile={profile} orderCount={4} addressCount={1} recentOrders={orders} locale="en-US" />
 */
export function ProfilePage({
  csrf,
  profile,
  orderCount,
  addressCount,
  recentOrders,
  values,
  errors,
  message,
  isSaved,
  isPending,
  locale = 'en-US',
  path = ACCOUNT_PATHS.profile,
  paths: given,
  labels,
}: ProfilePageProps) {
  const text = useLabels('AccountPages', DEFAULT_ACCOUNT_LABELS, labels);
  const paths = { ...ACCOUNT_PATHS, ...given };
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <AccountLayout email={profile.email} csrf={csrf} current="profile" paths={given} labels={labels}>
      <h1 className={styles.pageTitle}>{text.profile.title}</h1>
      <section className={styles.section} aria-labelledby="profile-title">
        <h2 id="profile-title" className={styles.sectionTitle}>
          {text.profile.details}
        </h2>
        {isSaved ? (
          <Alert tone="success" data-testid="form-notice">
            {text.profile.saved}
          </Alert>
        ) : null}
        {message ? (
          <Alert tone="critical" isFocusedOnShow data-testid="form-error">
            {message}
          </Alert>
        ) : null}
        <Form method="post" action={path} className={styles.form} data-testid="profile-form" noValidate>
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="profile" />
          <div className={fieldRow}>
            <TextField
              name="first_name"
              label={text.field.firstName}
              autoComplete="given-name"
              maxLength={100}
              defaultValue={values?.first_name ?? profile.firstName}
              error={errors?.first_name}
            />
            <TextField
              name="last_name"
              label={text.field.lastName}
              autoComplete="family-name"
              maxLength={100}
              defaultValue={values?.last_name ?? profile.lastName}
              error={errors?.last_name}
            />
          </div>
          <dl className={styles.facts}>
            <dt>{text.field.email}</dt>
            <dd dir="ltr" data-testid="profile-email">
              {profile.email}
            </dd>
            <dt>{text.profile.memberSince}</dt>
            <dd>
              <time dateTime={profile.createdAt}>{date.format(new Date(profile.createdAt))}</time>
            </dd>
          </dl>
          <CheckboxField
            name="accepts_marketing"
            label={text.profile.marketing}
            hint={text.profile.marketingHelp}
            defaultChecked={values ? values.accepts_marketing === 'on' : profile.acceptsMarketing}
          />
          <div className={styles.actions}>
            <SubmitButton isPending={isPending} pendingLabel={text.common.saving}>
              {text.profile.save}
            </SubmitButton>
          </div>
        </Form>
      </section>

      <section className={styles.section} aria-labelledby="overview-title">
        <div className={styles.sectionHeader}>
          <h2 id="overview-title" className={styles.sectionTitle}>
            {text.profile.recentOrders}
          </h2>
          <Link href={paths.orders}>{text.profile.allOrders(orderCount)}</Link>
        </div>
        {recentOrders.length === 0 ? (
          <p className={styles.muted}>{text.orders.none}</p>
        ) : (
          <ul className={styles.lines}>
            {recentOrders.map((order) => (
              <li key={order.number} className={styles.line}>
                <Link href={`${paths.orders}/${order.number}`} className={styles.lineTitle}>
                  {text.orders.orderNumber(isolate(order.number))}
                </Link>
                <time className={styles.muted} dateTime={order.placedAt}>
                  {date.format(new Date(order.placedAt))}
                </time>
                <Price amount={order.total} currency={order.currency} locale={locale} isConversionDisabled />
              </li>
            ))}
          </ul>
        )}
        <p className={styles.muted}>
          <Link href={paths.addresses}>{text.profile.addressCount(addressCount)}</Link>
        </p>
      </section>

      <RewardsWidget customer={{ id: profile.id, email: profile.email }} signInHref={paths.login} locale={locale} />
    </AccountLayout>
  );
}

import { data, Form, Link } from 'react-router';
import { Price, RewardsWidget } from '@vitrine/ui';
import type { Route } from './+types/account';
import { useT } from '@vitrine/i18n';
import { isolate } from './account-orders';
import { profileInputFromForm, readProfile, updateProfile } from './account-profile.server';
import { accountPageHeaders, formAction, formFailure, renewedSessionHeaders, requireAccountChange, requireAccountSession } from './account-session.server';
import { accountMeta } from '../seo/account';
import { AccountShell, CsrfField, Field, FormAlert, SubmitButton, failureOf, useFormErrors } from './account.shared';
import * as styles from './account.css';

/** Orders the profile page lists; the rest are one click away. */
const RECENT_ORDERS = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAccountSession(request, context);
  const [profile, info, history] = await Promise.all([
    readProfile(context.commerce, session.customerId),
    context.commerce.accounts.addresses.accountInfo(session.customerId),
    context.commerce.orders.listCustomerOrders(session.customerId, 1),
  ]);
  return data(
    {
    csrf: session.csrf,
    profile,
    addressCount: info.address_book_count,
    orderCount: history.total,
    recentOrders: history.orders.slice(0, RECENT_ORDERS).map((order) => ({
      number: order.number,
      placedAt: order.placed_at,
      total: order.total,
      currency: order.currency,
    })),
    },
    { headers: renewedSessionHeaders(session) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return formAction(form, async () => {
    const session = await requireAccountChange(request, context, form);
    if (form.get('intent') !== 'profile') {
      return formFailure(form, { status: 422, code: 'VALIDATION_FAILED', message: 'Unknown account action', field: 'intent' });
    }
    await updateProfile(context.commerce, session.customerId, profileInputFromForm(form));
    return { saved: true as const };
  });
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.profile.title', 'Your account');

export const headers = accountPageHeaders;

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale, labels } = useT();
  const { profile, csrf } = loaderData;
  const failure = failureOf(actionData);
  const errors = useFormErrors(failure, ['first_name', 'last_name']);
  const saved = actionData && 'saved' in actionData;
  const values = failure?.values;
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <AccountShell email={profile.email} csrf={csrf}>
      <h1 className={styles.pageTitle}>{t('account.profile.title')}</h1>
      <section className={styles.section} aria-labelledby="profile-title">
        <h2 id="profile-title" className={styles.sectionTitle}>
          {t('account.profile.details')}
        </h2>
        <FormAlert tone="success" message={saved ? t('account.profile.saved') : null} />
        <FormAlert message={errors.form} />
        <Form method="post" className={styles.form} data-testid="profile-form" noValidate>
          <CsrfField token={csrf} />
          <div className={styles.formRow}>
            <Field
              name="first_name"
              label={t('account.field.firstName')}
              autoComplete="given-name"
              maxLength={100}
              defaultValue={values?.first_name ?? profile.firstName}
              error={errors.field('first_name')}
            />
            <Field
              name="last_name"
              label={t('account.field.lastName')}
              autoComplete="family-name"
              maxLength={100}
              defaultValue={values?.last_name ?? profile.lastName}
              error={errors.field('last_name')}
            />
          </div>
          <dl className={styles.facts}>
            <dt>{t('account.field.email')}</dt>
            <dd dir="ltr" data-testid="profile-email">
              {profile.email}
            </dd>
            <dt>{t('account.profile.memberSince')}</dt>
            <dd>{dateFormat.format(new Date(profile.createdAt))}</dd>
          </dl>
          <label className={styles.checkboxRow}>
            <input
              type="checkbox"
              name="accepts_marketing"
              className={styles.checkbox}
              defaultChecked={values ? values.accepts_marketing === 'on' : profile.acceptsMarketing}
            />
            <span>
              {t('account.profile.marketing')}
              <br />
              <span className={styles.muted}>{t('account.profile.marketingHelp')}</span>
            </span>
          </label>
          <div className={styles.actions}>
            <SubmitButton intent="profile" variant="primary" pendingLabel={t('account.common.saving')}>
              {t('account.profile.save')}
            </SubmitButton>
          </div>
        </Form>
      </section>

      <section className={styles.section} aria-labelledby="overview-title">
        <div className={styles.sectionHeader}>
          <h2 id="overview-title" className={styles.sectionTitle}>
            {t('account.profile.recentOrders')}
          </h2>
          <Link to="/account/orders">{t('account.profile.allOrders', { count: loaderData.orderCount })}</Link>
        </div>
        {loaderData.recentOrders.length === 0 ? (
          <p className={styles.muted}>{t('account.orders.none')}</p>
        ) : (
          <ul className={styles.lines}>
            {loaderData.recentOrders.map((order) => (
              <li key={order.number} className={styles.line}>
                <Link to={`/account/orders/${order.number}`} className={styles.lineTitle}>
                  {t('account.orders.orderNumber', { number: isolate(order.number) })}
                </Link>
                <span className={styles.muted}>{dateFormat.format(new Date(order.placedAt))}</span>
                <Price amount={order.total} currency={order.currency} isConversionDisabled />
              </li>
            ))}
          </ul>
        )}
        <p className={styles.muted}>
          <Link to="/account/addresses">{t('account.profile.addressCount', { count: loaderData.addressCount })}</Link>
        </p>
      </section>

      <RewardsWidget
        customer={{ id: profile.id, email: profile.email }}
        signInHref="/account/login"
        locale={locale}
        labels={labels('RewardsWidget')}
      />
    </AccountShell>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';

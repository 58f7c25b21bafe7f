import { data, Link } from 'react-router';
import { CommerceError, safeLocalPath } from '@vitrine/commerce';
import { SubscribeForm } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import { metaI18n } from '../seo/browse';
import { pageTitle } from '../seo/pages';
import * as styles from './layout.css';
import type { Route } from './+types/site.subscribe';

/**
 * POST /subscribe: the newsletter form without JavaScript (`email`, `code`,
 * `redirectTo`). It subscribes through the same engine call as
 * `POST /api/contacts` (spec 7) and answers with a page: the thanks and the
 * way back, or (422) the form again with the address typed and the error on
 * its field. With JavaScript the form posts to `/api/contacts` itself.
 * Opened directly (GET) it is a page with the form alone. It has no loader
 * that redirects: after a form post the router runs the page's loaders, and a
 * redirect there would replace the action's answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const code = String(form.get('code') ?? '').trim();
  const redirectTo = safeLocalPath(form.get('redirectTo'), '/');
  try {
    await context.commerce.content.subscribe({ email, ...(code ? { code } : {}) });
    return { isSubscribed: true as const, email, redirectTo, errorField: null };
  } catch (error) {
    if (!(error instanceof CommerceError) || error.status !== 422) throw error;
    const field = error.field === 'code' ? 'code' : 'email';
    return data(
      { isSubscribed: false as const, email, redirectTo, errorField: field },
      { status: 422, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaI18n(matches);
  return [{ title: pageTitle(t('ui.SubscribeForm.title')) }, { name: 'robots', content: 'noindex' }];
}

export default function SubscribePage({ actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { isSubscribed, email, redirectTo, errorField } = actionData ?? {
    isSubscribed: false,
    email: '',
    redirectTo: '/',
    errorField: null,
  };
  // The spec's message for a refused address, in the shopper's language (spec 5).
  const errors =
    errorField === 'email'
      ? { email: t('validation.email') }
      : errorField
        ? { code: t('common.somethingWrong') }
        : undefined;
  return (
    <div className={styles.errorPage} data-testid="subscribe-page">
      <SubscribeForm defaultValue={email} errors={errors} isSubscribed={isSubscribed} redirectTo={redirectTo} />
      <Link to={redirectTo}>{t('common.continueShopping')}</Link>
    </div>
  );
}

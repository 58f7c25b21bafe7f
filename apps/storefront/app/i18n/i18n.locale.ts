import { data, redirect } from 'react-router';
import { normalizeLocale, serializeLocaleCookie } from '@vitrine/headless';
import { safeLocalPath } from '@vitrine/commerce';
import type { Route } from './+types/i18n.locale';

/**
 * POST /locale with `locale` and `redirectTo`: stores the `locale` cookie (a
 * year, whole site, SameSite=Lax) and goes back to the page, now rendered in
 * that language. Works as a plain form post without JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = normalizeLocale(String(form.get('locale') ?? ''));
  if (!locale) {
    return data({ error: { code: 'UNSUPPORTED_LOCALE', message: 'This language is not offered.' } }, { status: 422 });
  }
  const isSecure = new URL(request.url).protocol === 'https:';
  return redirect(safeLocalPath(form.get('redirectTo'), '/'), {
    status: 303,
    headers: { 'Set-Cookie': serializeLocaleCookie(locale, { isSecure }), 'Cache-Control': 'no-store' },
  });
}

/** Opening /locale directly has nothing to show: back to the home page. */
export function loader() {
  return redirect('/');
}

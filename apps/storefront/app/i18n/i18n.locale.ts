import { data, redirect } from 'react-router';
import { normalizeLocale, serializeLocaleCookie } from '@vitrine/headless';
import type { Route } from './+types/i18n.locale';

/**
 * Where to go back to after the switch: a path on this site only, so the form
 * cannot be used to send shoppers elsewhere.
 */
export function safeRedirectPath(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  return value;
}

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
  return redirect(safeRedirectPath(form.get('redirectTo')), {
    status: 303,
    headers: { 'Set-Cookie': serializeLocaleCookie(locale, { isSecure }), 'Cache-Control': 'no-store' },
  });
}

/** Opening /locale directly has nothing to show: back to the home page. */
export function loader() {
  return redirect('/');
}

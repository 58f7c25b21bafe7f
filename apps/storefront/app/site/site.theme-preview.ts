import { redirect } from 'react-router';
import { safeLocalPath } from '@vitrine/commerce';
import { isStoreTheme, previewThemeCookie } from './site-themes.server';
import type { Route } from './+types/site.theme-preview';

/**
 * POST /theme-preview with `theme` (a theme name, or empty to leave the
 * preview) and `redirectTo`: sets or clears the preview cookie and goes back.
 * The preview banner's "Leave preview" posts here, with or without JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const theme = String(form.get('theme') ?? '');
  const isSecure = new URL(request.url).protocol === 'https:';
  return redirect(safeLocalPath(form.get('redirectTo'), '/'), {
    status: 303,
    headers: {
      'Set-Cookie': previewThemeCookie(isStoreTheme(theme) ? theme : null, isSecure),
      'Cache-Control': 'no-store',
    },
  });
}

/** GET /theme-preview?theme=vogue starts a preview of the home page (a link a merchant can share). */
export function loader({ request }: Route.LoaderArgs) {
  const theme = new URL(request.url).searchParams.get('theme');
  const isSecure = new URL(request.url).protocol === 'https:';
  return redirect('/', {
    headers: {
      'Set-Cookie': previewThemeCookie(isStoreTheme(theme) ? theme : null, isSecure),
      'Cache-Control': 'no-store',
    },
  });
}

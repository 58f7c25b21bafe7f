import { data, redirect } from 'react-router';
import { safeLocalPath } from '@vitrine/commerce';
import { parseCurrencyChoice, serializeCurrencyCookie } from './site-currency';
import type { Route } from './+types/site.currency';

/**
 * POST /currency with `currency` (a code or `AUTO`) and `redirectTo`: stores
 * the `currency` cookie and goes back to the page, now priced in that
 * currency by the server. The header's currency form posts here without
 * JavaScript; with JavaScript the selector sets the same cookie itself.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const choice = parseCurrencyChoice(String(form.get('currency') ?? ''));
  const { rates } = await context.commerce.money.exchangeRates();
  const hasRate = choice === 'AUTO' || (choice !== null && typeof rates[choice] === 'number');
  if (!choice || !hasRate) {
    return data(
      {
        error: {
          status: 422,
          code: 'UNSUPPORTED_CURRENCY',
          message: 'Prices cannot be shown in this currency.',
          field: 'currency',
        },
      },
      { status: 422, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const isSecure = new URL(request.url).protocol === 'https:';
  return redirect(safeLocalPath(form.get('redirectTo'), '/'), {
    status: 303,
    headers: { 'Set-Cookie': serializeCurrencyCookie(choice, isSecure), 'Cache-Control': 'no-store' },
  });
}

/** Opening /currency directly has nothing to show: back to the home page. */
export function loader() {
  return redirect('/');
}

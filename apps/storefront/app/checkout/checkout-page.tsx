import { useMemo } from 'react';
import { isRouteErrorResponse, redirect, useNavigation } from 'react-router';
import { checkoutAttemptSchema } from '@vitrine/headless/contract';
import { CheckoutPage, type CheckoutFailure, type CheckoutValues } from '@vitrine/ui';
import { useT, type MessageKey, PageLabelsProvider } from '@vitrine/i18n';
import { useStoreTheme } from '../site/theme';
import { STORE_PAYMENT_ICONS } from '../site/payment-icons';
import { failureMessage, fieldMessage, showMessage } from './checkout-messages';
import type { CheckoutActionData, CheckoutLoaderData } from './checkout-route.server';
import { RouterForms } from './checkout-forms';
import { useBeginCheckout, useCheckoutFailureTracking } from './checkout-tracking';

/** Codes of a payment whose answer never arrived (spec 8 error state; texts in `checkout.{CODE}`). */
export const LOST_ANSWER_CODES = {
  /** No order was opened with the attempt's key: nothing was charged. */
  notPlaced: 'CHECKOUT_NOT_PLACED',
  /** The store could not be asked either: the shopper may pay again with the same key (never charged twice). */
  unknown: 'CHECKOUT_STATE_UNKNOWN',
} as const;

/** Tries to read what became of an attempt a few times: the connection that just failed may come back. */
const LOOKUP_TRIES = 3;
const LOOKUP_PAUSE_MS = 1000;

/** A fresh key for the attempt after a refused one (the refused one stays bound to its refused order). */
function freshKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `co_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

async function lookUpAttempt(idempotencyKey: string) {
  for (let attempt = 1; attempt <= LOOKUP_TRIES; attempt += 1) {
    try {
      const response = await fetch(`/api/store/cart/checkout?idempotency_key=${encodeURIComponent(idempotencyKey)}`, {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (response.ok) return checkoutAttemptSchema.parse(await response.json());
    } catch {
      // Still no connection: wait and ask again.
    }
    await new Promise((resolve) => setTimeout(resolve, LOOKUP_PAUSE_MS * attempt));
  }
  return null;
}

/**
 * The checkout pages' `clientAction` (spec 8): when a payment's
 * answer is lost (the network dropped, the server failed), the order's real
 * state is looked up by the attempt's idempotency key. Placed: on to its
 * page. Refused: said in place. Nothing placed, or no answer at all: said in
 * place too, and paying again is safe (the same key is never charged twice).
 */
export async function checkoutClientAction({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<unknown>;
}) {
  const form = await request.clone().formData();
  if (form.get('intent') !== 'pay') return serverAction();
  try {
    return await serverAction();
  } catch (error) {
    // The thank-you page (a redirect) and the store's own refusals go on as they are.
    if (error instanceof Response) throw error;
    if (isRouteErrorResponse(error) && error.status < 500) throw error;
    const key = String(form.get('idempotency_key') ?? '');
    const attempt = await lookUpAttempt(key);
    if (attempt?.state === 'placed') throw redirect(attempt.next);
    const status = isRouteErrorResponse(error) ? error.status : 0;
    const failure: CheckoutActionData['failure'] =
      attempt?.state === 'refused'
        ? { status: 402, code: attempt.code, message: attempt.code }
        : {
            status,
            code: attempt ? LOST_ANSWER_CODES.notPlaced : LOST_ANSWER_CODES.unknown,
            message: 'The payment was not confirmed',
          };
    const answer: CheckoutActionData = {
      intent: 'pay',
      fieldErrors: {},
      failure,
      values: {},
      idempotencyKey: attempt?.state === 'refused' ? freshKey() : key,
    };
    return answer;
  }
}

/**
 * The checkout pages' `shouldRevalidate`: after a payment whose answer was
 * lost nothing changed on the server that the page shows, and the connection
 * that just failed may still be down, so the page stays as it is (the message
 * and every typed value with it) instead of reloading its data.
 */
export function checkoutShouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}) {
  const code = (actionResult as Partial<CheckoutActionData> | undefined)?.failure?.code;
  const isLostAnswer = code === LOST_ANSWER_CODES.notPlaced || code === LOST_ANSWER_CODES.unknown;
  return isLostAnswer ? false : defaultShouldRevalidate;
}

/** The shopper's posted values (flat `shipping_address.city` names) over the loader's. */
function mergedValues(
  loaded: CheckoutLoaderData['values'],
  posted: Record<string, string> | undefined,
): CheckoutValues {
  if (!posted) return { ...loaded, card_name: '' };
  const address = { ...loaded.shipping_address };
  for (const [name, value] of Object.entries(posted)) {
    if (name.startsWith('shipping_address.')) address[name.slice('shipping_address.'.length)] = value;
  }
  return {
    email: posted.email ?? loaded.email,
    accepts_marketing: 'email' in posted ? posted.accepts_marketing === 'on' : loaded.accepts_marketing,
    shipping_address: address,
    shipping_method_id: posted.shipping_method_id || loaded.shipping_method_id,
    payment_method: posted.payment_method ?? loaded.payment_method,
    card_name: posted['card.name'] ?? '',
  };
}

/**
 * A checkout page of the shop: the kit's `CheckoutPage` with the loader's
 * data, the action's messages in the shopper's language, and the form sent
 * through the router. Thin glue: every part of the page is the kit's.
 */
export function CheckoutRoutePage({
  loaderData,
  actionData,
}: {
  loaderData: CheckoutLoaderData;
  actionData: CheckoutActionData | undefined;
}) {
  const { t, has, locale } = useT();
  const theme = useStoreTheme();
  const navigation = useNavigation();
  const pendingIntent = navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? '') : null;
  const { cart, step } = loaderData;
  useBeginCheckout(cart);
  useCheckoutFailureTracking(actionData?.failure, step);

  const errors = useMemo(() => {
    const shown: Record<string, string> = {};
    for (const [name, messages] of Object.entries(actionData?.fieldErrors ?? {})) {
      const message = messages[0];
      // The engine's `method_id` is the form's `shipping_method_id`.
      if (message)
        shown[name === 'method_id' ? 'shipping_method_id' : name] = showMessage(fieldMessage(name, message), t);
    }
    return shown;
  }, [actionData, t]);
  const failure = useMemo<CheckoutFailure | null>(() => {
    if (!actionData?.failure) return null;
    return {
      code: actionData.failure.code,
      message: showMessage(failureMessage(actionData.failure, has), t),
      key: actionData.idempotencyKey,
    };
  }, [actionData, has, t]);
  const methods = loaderData.paymentMethods.map((method) => {
    const title = `checkoutPage.payment.method.${method.id}`;
    const note = `checkoutPage.payment.note.${method.id}`;
    return {
      ...method,
      title: has(title) ? t(title as MessageKey) : method.id,
      note: has(note) ? t(note as MessageKey) : null,
    };
  });

  return (
    <PageLabelsProvider>
      <RouterForms>
        <CheckoutPage
          step={step}
          cart={cart}
          countries={loaderData.countries}
          country={loaderData.country}
          values={mergedValues(loaderData.values, actionData?.values)}
          errors={errors}
          failure={failure}
          review={loaderData.review}
          paymentMethods={methods}
          paymentIcons={STORE_PAYMENT_ICONS}
          idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
          pendingIntent={pendingIntent}
          locale={locale}
          currencyStyle={theme.settings.currencyStyle}
        />
      </RouterForms>
    </PageLabelsProvider>
  );
}

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStoreClient, StoreProvider, type Cart } from '@vitrine/headless';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoCart } from '../fixtures/demo';
import { CouponForm, type CouponFormProps } from './CouponForm';

const withCoupon = (code: string): Cart => ({
  ...demoCart(),
  revision: demoCart().revision + 1,
  coupon_record: { code, discount_type: 'percentage', rule_data: {} },
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The form with the real `useCoupon` against a fake store API; `answer` gets each call. */
function renderForm(
  answer: (method: string, url: string, body: unknown) => Response,
  props: CouponFormProps = {},
  cart = demoCart(),
) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call.method, call.url, call.body);
  });
  const client = createStoreClient({ baseUrl: 'http://store.test/api/store', fetch });
  render(
    <StoreProvider client={client} initialCart={cart} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      <CouponForm {...props} />
    </StoreProvider>,
  );
  return calls;
}

afterEach(() => {
  document.cookie = 'apply_coupon=; max-age=0';
  document.cookie = 'discount_code=; max-age=0';
});

describe('CouponForm', () => {
  it('applies the trimmed code through useCoupon and shows the cart the server answers', async () => {
    const user = userEvent.setup();
    const calls = renderForm(() => json(withCoupon('WELCOME10')));
    await user.type(screen.getByLabelText('Discount code'), '  WELCOME10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('button', { name: 'Remove discount code WELCOME10' });
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: 'http://store.test/api/store/cart/coupons',
        body: expect.objectContaining({ code: 'WELCOME10', position: 'cart', auto_apply_coupon: false }),
      }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Discount code WELCOME10 applied');
  });

  it('shows a rejected code’s message on the field and keeps what was typed (spec 8)', async () => {
    const user = userEvent.setup();
    renderForm(() =>
      json(
        {
          status: 422,
          code: 'COUPON_NOT_MATCHED',
          message: 'Coupon code did not match',
          field: 'code',
          errors: { code: ['The coupon code did not match'] },
        },
        422,
      ),
    );
    await user.type(screen.getByLabelText('Discount code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The coupon code did not match');
    expect(screen.getByLabelText('Discount code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Discount code')).toHaveAccessibleDescription('The coupon code did not match');
    expect(screen.getByLabelText('Discount code')).toHaveValue('NOPE');
  });

  it('asks for a code instead of posting an empty one', async () => {
    const user = userEvent.setup();
    const calls = renderForm(() => json(demoCart()));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    expect(calls).toEqual([]);
  });

  it('removes the applied code with its code URL-encoded', async () => {
    const user = userEvent.setup();
    const calls = renderForm(
      () => json({ ...demoCart(), revision: withCoupon('X').revision + 1 }),
      {},
      withCoupon('10% OFF'),
    );
    await user.click(screen.getByRole('button', { name: 'Remove discount code 10% OFF' }));
    await screen.findByLabelText('Discount code');
    expect(calls[0]).toMatchObject({ method: 'DELETE' });
    expect(calls[0]!.url).toContain('/cart/coupons/10%25%20OFF');
  });

  it('applies the code the visitor arrived with when the store shows the input on this device (spec 5)', async () => {
    document.cookie = 'apply_coupon=yes';
    document.cookie = 'discount_code=WELCOME10';
    const calls = renderForm(() => json(withCoupon('WELCOME10')), { couponInput: { mobile: 1, desktop: 1 } });
    await screen.findByRole('button', { name: 'Remove discount code WELCOME10' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ code: 'WELCOME10', auto_apply_coupon: true });
  });

  it('does not auto-apply without the store option, nor when the input is hidden on this device', async () => {
    document.cookie = 'apply_coupon=yes';
    document.cookie = 'discount_code=WELCOME10';
    const calls = renderForm(() => json(withCoupon('WELCOME10')), { couponInput: { mobile: 1, desktop: 0 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('is a working form on the server: post, action, intent, the typed code and the server’s error', () => {
    const html = renderToString(
      <StoreProvider
        client={createStoreClient({ fetch: () => Promise.reject(new Error('offline')) })}
        initialCart={demoCart()}
      >
        <CouponForm defaultValue="NOPE" errors={{ code: 'The coupon code did not match' }} />
      </StoreProvider>,
    );
    expect(html).toMatch(/<form[^>]*action="\/cart"[^>]*method="post"/);
    expect(html).toMatch(/<input[^>]*name="code"[^>]*value="NOPE"/);
    const button = html.match(/<button[^>]*>/)?.[0] ?? '';
    expect(button).toContain('type="submit"');
    expect(button).toContain('name="intent"');
    expect(button).toContain('value="coupon-apply"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('The coupon code did not match');
  });

  it('has no axe violations, empty and applied', async () => {
    renderForm(() => json(demoCart()), { errors: { code: 'The coupon code did not match' } });
    expect(await axeViolations(document.body.firstElementChild!)).toEqual([]);
  });

  it('takes translated labels', async () => {
    renderForm(() => json(demoCart()), { labels: { apply: 'Einlösen', label: 'Rabattcode' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Einlösen' })).toBeInTheDocument());
    expect(screen.getByLabelText('Rabattcode')).toBeInTheDocument();
  });
});

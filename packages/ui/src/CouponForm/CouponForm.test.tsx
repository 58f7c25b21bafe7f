import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStoreClient, StoreProvider, useCoupon } from '@vitrine/headless';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoCart } from '../fixtures/demo';
import { CouponForm, type CouponFormState } from './CouponForm';

function couponState(overrides: Partial<CouponFormState> = {}): CouponFormState {
  return {
    appliedCode: null,
    isApplying: false,
    isRemoving: false,
    error: null,
    apply: vi.fn(async (code: string) => ({ outcome: 'applied' as const, code, cart: demoCart() })),
    remove: vi.fn(async (code: string) => ({ outcome: 'removed' as const, code, cart: demoCart() })),
    ...overrides,
  };
}

/** The real hook against a fake store API answering every coupon call with `response`. */
function ConnectedForm() {
  return <CouponForm coupon={useCoupon()} />;
}
function renderConnected(response: () => Response) {
  const fetch = vi.fn(async () => response());
  const client = createStoreClient({ baseUrl: 'http://store.test/api/store', fetch });
  render(
    <StoreProvider client={client} initialCart={demoCart()} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      <ConnectedForm />
    </StoreProvider>,
  );
  return fetch;
}

describe('CouponForm', () => {
  it('applies the trimmed code and clears the field when it was applied', async () => {
    const user = userEvent.setup();
    const coupon = couponState();
    render(<CouponForm coupon={coupon} />);
    const field = screen.getByRole('textbox', { name: 'Discount code' });
    await user.type(field, '  spring15 {Enter}');
    expect(coupon.apply).toHaveBeenCalledWith('spring15');
    expect(field).toHaveValue('');
  });

  it('keeps the code in the field when it was rejected', async () => {
    const user = userEvent.setup();
    const apply = vi.fn(async (code: string) => ({ outcome: 'busy' as const, code }));
    render(<CouponForm coupon={couponState({ apply })} />);
    await user.type(screen.getByRole('textbox'), 'SPRING15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('textbox')).toHaveValue('SPRING15');
  });

  it('asks for a code instead of sending an empty one', async () => {
    const user = userEvent.setup();
    const coupon = couponState();
    render(<CouponForm coupon={coupon} />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(coupon.apply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the error, tied to the field, and marks the root', () => {
    const { container } = render(<CouponForm coupon={couponState({ error: 'This coupon has expired' })} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This coupon has expired');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('This coupon has expired');
    expect(container.firstChild).toHaveAttribute('data-error');
  });

  it('does not send a second apply while one is pending', async () => {
    const user = userEvent.setup();
    const coupon = couponState({ isApplying: true });
    const { container } = render(<CouponForm coupon={coupon} />);
    await user.type(screen.getByRole('textbox'), 'SPRING15');
    const button = screen.getByRole('button', { name: 'Applying…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(coupon.apply).not.toHaveBeenCalled();
    expect(container.firstChild).toHaveAttribute('data-pending');
  });

  it('shows the applied code with a remove button', async () => {
    const user = userEvent.setup();
    const coupon = couponState({ appliedCode: 'FREESHIP' });
    const { container } = render(<CouponForm coupon={coupon} />);
    expect(container.firstChild).toHaveAttribute('data-state', 'applied');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Discount code FREESHIP applied');
    await user.click(screen.getByRole('button', { name: 'Remove discount code FREESHIP' }));
    expect(coupon.remove).toHaveBeenCalledWith('FREESHIP');
  });

  it('shows errors.code[0] from a 422 of the store API (spec 8)', async () => {
    const user = userEvent.setup();
    const fetch = renderConnected(() =>
      Response.json(
        { status: 422, code: 'COUPON_INVALID', message: 'The given data was invalid', errors: { code: ['Coupon code did not match'] } },
        { status: 422 },
      ),
    );
    await user.type(screen.getByRole('textbox'), 'NOPE{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Coupon code did not match');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('names the remove button with its visible text while removing, the code as description', async () => {
    const user = userEvent.setup();
    const coupon = couponState({ appliedCode: 'FREESHIP', isRemoving: true });
    render(<CouponForm coupon={coupon} />);
    const button = screen.getByRole('button', { name: 'Removing…' });
    expect(button).toHaveAccessibleDescription('FREESHIP');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(coupon.remove).not.toHaveBeenCalled();
  });

  it('takes the labels given', () => {
    render(<CouponForm coupon={couponState()} labels={{ label: 'Gutscheincode', apply: 'Einlösen' }} />);
    expect(screen.getByRole('textbox', { name: 'Gutscheincode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Einlösen' })).toBeInTheDocument();
  });

  it('has no axe violations empty, with an error, and applied', async () => {
    const first = render(<CouponForm coupon={couponState({ error: 'This coupon has expired' })} />);
    expect(await axeViolations(first.container)).toEqual([]);
    first.unmount();
    const second = render(<CouponForm coupon={couponState({ appliedCode: 'FREESHIP', isRemoving: true })} />);
    expect(await axeViolations(second.container)).toEqual([]);
  });
});

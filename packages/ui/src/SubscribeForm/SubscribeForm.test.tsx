import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStoreClient, StoreProvider } from '@vitrine/headless';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { SubscribeForm } from './SubscribeForm';

type Answer = () => Promise<Response>;

function renderForm(ui: ReactNode, answer: Answer = async () => Response.json({ success: true })) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: new URL(String(url)).pathname,
      method: init?.method ?? 'GET',
      body: JSON.parse(String(init?.body ?? 'null')),
    });
    return answer();
  });
  const client = createStoreClient({ baseUrl: 'http://shop.test/api/store', fetch });
  render(
    <StoreProvider client={client} initialCart={null} reportError={() => {}}>
      {ui}
    </StoreProvider>,
  );
  return calls;
}

describe('SubscribeForm', () => {
  it('posts email and code to /api/contacts and shows the success state', async () => {
    const user = userEvent.setup();
    const onSubscribed = vi.fn();
    const calls = renderForm(<SubscribeForm code="footer" onSubscribed={onSubscribed} />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), ' maya.cohen@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for subscribing');
    expect(calls).toEqual([
      { url: '/api/contacts', method: 'POST', body: { email: 'maya.cohen@example.com', code: 'footer' } },
    ]);
    expect(onSubscribed).toHaveBeenCalledWith('maya.cohen@example.com');
    expect(screen.getByRole('form', { name: 'Join our newsletter' })).toHaveAttribute('data-state', 'success');
  });

  it('is a form posting email, code and the page to come back to, for the shop without JavaScript', () => {
    renderForm(<SubscribeForm code="footer" redirectTo="/cart" />);
    const form = screen.getByTestId('subscribe-form') as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/subscribe');
    expect(new FormData(form).get('code')).toBe('footer');
    expect(new FormData(form).get('redirectTo')).toBe('/cart');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('name', 'email');
  });

  it("shows the server's answer to a post without JavaScript: the address kept, the error on its field", () => {
    renderForm(<SubscribeForm defaultValue="maya@example" errors={{ email: 'Enter a valid email' }} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveValue('maya@example');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByRole('form')).toHaveAttribute('data-state', 'error');
  });

  it('has no alert while nothing is wrong, so the page around it keeps its own alert the only one', async () => {
    const user = userEvent.setup();
    renderForm(<SubscribeForm />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(input, 'maya@{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
    await user.type(input, 'example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAccessibleDescription();
  });

  it('shows the thanks when the server already subscribed the address', () => {
    renderForm(<SubscribeForm isSubscribed />);
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for subscribing');
  });

  it("shows the store's field error for an address it refuses", async () => {
    const user = userEvent.setup();
    renderForm(<SubscribeForm />, async () =>
      Response.json(
        { status: 422, code: 'VALIDATION_FAILED', message: 'Enter a valid email', field: 'email' },
        { status: 422 },
      ),
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    // The browser accepts this address; the store's rule (a domain with a dot) does not.
    await user.type(input, 'maya@example{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription('Enter a valid email'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it("refuses an invalid address with 'Enter a valid email' and sends nothing", async () => {
    const user = userEvent.setup();
    const calls = renderForm(<SubscribeForm />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(input, 'maya@{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email');
    expect(calls).toHaveLength(0);
    await user.type(input, '.com');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('is pending while the call runs, and ignores a second submit', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => {};
    const calls = renderForm(<SubscribeForm />, () => new Promise((resolve) => (release = resolve)));
    await user.type(screen.getByRole('textbox'), 'li.wei@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const button = screen.getByRole('button', { name: 'Subscribing…' });
    expect(button).toHaveAttribute('data-pending');
    expect(screen.getByRole('form')).toHaveAttribute('data-state', 'pending');
    await user.click(button);
    expect(calls).toHaveLength(1);
    release(Response.json({}));
    await screen.findByRole('status');
  });

  it("shows the server's message when the call fails", async () => {
    const user = userEvent.setup();
    renderForm(<SubscribeForm />, async () =>
      Response.json(
        { status: 422, code: 'ALREADY_SUBSCRIBED', message: 'This email is already subscribed' },
        { status: 422 },
      ),
    );
    await user.type(screen.getByRole('textbox'), 'li.wei@example.com{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This email is already subscribed'));
    expect(screen.getByRole('form')).toHaveAttribute('data-state', 'error');
  });

  it('has no axe violations, empty and with an error', async () => {
    const user = userEvent.setup();
    renderForm(
      <main>
        <SubscribeForm />
      </main>,
    );
    expect(await axeViolations(document.body)).toEqual([]);
    await user.type(screen.getByRole('textbox'), 'nope{Enter}');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

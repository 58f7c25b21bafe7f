import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInChooserPage, SignInFailurePage, SocialSignIn } from './SocialSignIn';

const local = { slug: 'local', name: 'Local ID', start_url: '/account/oidc/local' };
const acme = { slug: 'acme', name: 'Acme', start_url: '/account/oidc/acme' };

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('SocialSignIn', () => {
  it('on the server offers only the chooser page, in a noscript, keeping where the shopper goes next', () => {
    const html = renderToString(<SocialSignIn returnTo="/wishlist" />);
    expect(html).toMatch(/^<noscript>/);
    expect(html).toContain('href="/account/oidc?return_to=%2Fwishlist"');
  });

  it('once interactive reads the store’s providers and links each to its start address', async () => {
    const fetch = answer({
      providers: [local, acme, { slug: 'evil', name: 'Evil', start_url: 'https://evil.example' }],
    });
    render(<SocialSignIn returnTo="/cart" />);
    const group = await screen.findByRole('region', { name: 'Sign in with another account' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/store/oidc/providers',
      expect.objectContaining({ headers: { Accept: 'application/json' } }),
    );
    expect(screen.getByRole('link', { name: 'Continue with Local ID' })).toHaveAttribute(
      'href',
      '/account/oidc/local?return_to=%2Fcart',
    );
    expect(screen.getByRole('link', { name: 'Continue with Acme' })).toHaveAttribute(
      'href',
      '/account/oidc/acme?return_to=%2Fcart',
    );
    expect(group.querySelectorAll('a')).toHaveLength(2);
  });

  it('shows nothing when the store has no providers or the list cannot be read', async () => {
    const fetch = answer({ error: 'down' }, 503);
    const { container } = render(<SocialSignIn returnTo="/account" />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('noscript')).toBeNull());
    expect(container).toBeEmptyDOMElement();
  });

  it('uses providers it is given without asking the store', () => {
    const fetch = answer({ providers: [] });
    render(<SocialSignIn returnTo="//evil.example" providers={[local]} />);
    expect(screen.getByRole('link', { name: 'Continue with Local ID' })).toHaveAttribute('href', '/account/oidc/local');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('SignInChooserPage and SignInFailurePage', () => {
  it('the chooser lists every provider and the password sign-in, or says there are none', () => {
    const { rerender } = render(<SignInChooserPage providers={[local]} returnTo="/cart" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in with another account');
    expect(screen.getByRole('link', { name: 'Continue with Local ID' })).toHaveAttribute(
      'href',
      '/account/oidc/local?return_to=%2Fcart',
    );
    expect(screen.getByRole('link', { name: 'Sign in with e-mail and password' })).toHaveAttribute(
      'href',
      '/account/login?return_to=%2Fcart',
    );
    rerender(<SignInChooserPage providers={[]} returnTo="/account" />);
    expect(screen.getByText('No other sign-in options are available right now.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull();
  });

  it('a failure says why with its code, offers the same provider again, and never a provider that is gone', () => {
    const failure = {
      code: 'OIDC_SIGN_IN_CANCELLED',
      reason: 'OIDC_SIGN_IN_CANCELLED',
      provider: local,
      returnTo: '/cart',
    } as const;
    const { rerender } = render(<SignInFailurePage failure={failure} />);
    expect(screen.getByRole('alert')).toHaveAttribute('data-code', 'OIDC_SIGN_IN_CANCELLED');
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in was cancelled');
    expect(screen.getByRole('link', { name: 'Try again with Local ID' })).toHaveAttribute(
      'href',
      '/account/oidc/local?return_to=%2Fcart',
    );
    expect(screen.getByText('Error code: OIDC_SIGN_IN_CANCELLED')).toBeVisible();
    rerender(
      <SignInFailurePage
        failure={{ ...failure, code: 'OIDC_PROVIDER_NOT_FOUND', reason: 'OIDC_PROVIDER_NOT_FOUND' }}
      />,
    );
    expect(screen.queryByRole('link', { name: /Try again/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with e-mail and password' })).toHaveAttribute(
      'href',
      '/account/login?return_to=%2Fcart',
    );
  });
});

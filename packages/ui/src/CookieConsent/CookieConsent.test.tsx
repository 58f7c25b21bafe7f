import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { CookieConsent } from './CookieConsent';
import { CookieConsentBanner } from './CookieConsentBanner';

describe('CookieConsent', () => {
  it('accepts all categories', async () => {
    const user = userEvent.setup();
    const onDecision = vi.fn();
    render(<CookieConsent onDecision={onDecision} />);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(onDecision).toHaveBeenCalledWith({
      necessary: true,
      preferences: true,
      analytics: true,
      marketing: true,
      method: 'accept-all',
    });
  });

  it('rejects everything but the necessary cookies', async () => {
    const user = userEvent.setup();
    const onDecision = vi.fn();
    render(<CookieConsent onDecision={onDecision} />);
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(onDecision).toHaveBeenCalledWith({
      necessary: true,
      preferences: false,
      analytics: false,
      marketing: false,
      method: 'reject-all',
    });
  });

  it('customises categories; necessary stays on', async () => {
    const user = userEvent.setup();
    const onDecision = vi.fn();
    render(<CookieConsent onDecision={onDecision} defaultChoices={{ preferences: true }} />);
    await user.click(screen.getByRole('button', { name: 'Customise' }));
    const region = screen.getByRole('region', { name: 'We use cookies' });
    expect(region).toHaveAttribute('data-step', 'customising');
    const necessary = screen.getByRole('checkbox', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Preferences' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(onDecision).toHaveBeenCalledWith({
      necessary: true,
      preferences: true,
      analytics: true,
      marketing: false,
      method: 'custom',
    });
  });

  it('as a notice only offers to acknowledge and is not a dialog', async () => {
    const user = userEvent.setup();
    const onDecision = vi.fn();
    render(<CookieConsent variant="notice" onDecision={onDecision} policyHref="/policies/privacy-policy" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject all' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/policies/privacy-policy');
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onDecision).toHaveBeenCalledWith(expect.objectContaining({ method: 'acknowledged' }));
  });

  it('as a dialog is modal and not dismissed by Escape', async () => {
    const user = userEvent.setup();
    const onDecision = vi.fn();
    render(<CookieConsent variant="dialog" onDecision={onDecision} />);
    const dialog = screen.getByRole('dialog', { name: 'We use cookies' });
    expect(dialog).toHaveAccessibleDescription(/We use cookies to keep the store working/);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    expect(onDecision).toHaveBeenCalledOnce();
  });

  it('renders nothing when closed, and takes translated labels', () => {
    const { rerender } = render(<CookieConsent open={false} onDecision={() => {}} />);
    expect(screen.queryByRole('region')).toBeNull();
    rerender(
      <CookieConsent
        onDecision={() => {}}
        labels={{ title: 'Wir verwenden Cookies', acceptAll: 'Alle akzeptieren' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Wir verwenden Cookies' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle akzeptieren' })).toBeInTheDocument();
  });

  it('has no axe violations as banner (customising) and dialog', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <main>
        <CookieConsent onDecision={() => {}} policyHref="/privacy" />
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Customise' }));
    expect(await axeViolations(document.body)).toEqual([]);
    unmount();
    render(<CookieConsent variant="dialog" onDecision={() => {}} />);
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});

describe('CookieConsentBanner', () => {
  it('is the banner and the notice without the dialog: a region, customising and deciding as CookieConsent does', async () => {
    const user = userEvent.setup();
    const onDecision = vi.fn();
    const { unmount } = render(<CookieConsentBanner onDecision={onDecision} defaultChoices={{ marketing: true }} />);
    const region = screen.getByRole('region', { name: 'We use cookies' });
    expect(region).toHaveAttribute('data-variant', 'banner');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Customise' }));
    expect(region).toHaveAttribute('data-step', 'customising');
    await user.click(within(region).getByRole('checkbox', { name: /Analytics/ }));
    await user.click(within(region).getByRole('button', { name: /Save/ }));
    expect(onDecision).toHaveBeenCalledWith({
      necessary: true,
      preferences: false,
      analytics: true,
      marketing: true,
      method: 'custom',
    });
    unmount();

    render(<CookieConsentBanner variant="notice" onDecision={onDecision} />);
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onDecision).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'acknowledged', analytics: true }));
  });

  it('renders nothing when closed', () => {
    const { container } = render(<CookieConsentBanner open={false} onDecision={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

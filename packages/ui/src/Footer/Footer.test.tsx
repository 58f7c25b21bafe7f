import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoFooterColumns, demoPolicies } from '../fixtures/chrome';
import { Footer } from './Footer';

describe('Footer', () => {
  it('is the contentinfo landmark with titled link columns', () => {
    render(<Footer storeName="Northwind Atelier" columns={demoFooterColumns} year={2026} />);
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Shop', 'Help', 'About']);
    expect(within(nav).getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/order-tracking');
  });

  it('lists policies in their own navigation and shows the copyright', () => {
    render(<Footer storeName="Northwind Atelier" policies={demoPolicies} year={2026} />);
    const policies = screen.getByRole('navigation', { name: 'Policies' });
    expect(within(policies).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByText('© 2026 Northwind Atelier. All rights reserved.')).toBeInTheDocument();
  });

  it('renders the subscribe, payment icons and selector slots', () => {
    render(
      <Footer
        storeName="Northwind"
        year={2026}
        subscribe={<form aria-label="Newsletter" />}
        paymentIcons={<img src="/visa.svg" alt="Visa" />}
        selectors={<button type="button">USD</button>}
      />,
    );
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Visa' }).parentElement).toHaveTextContent('We accept');
    expect(screen.getByRole('button', { name: 'USD' })).toBeInTheDocument();
  });

  it('names each policy link by its id, for the shop that checks them', () => {
    render(
      <Footer
        storeName="Northwind"
        year={2026}
        policies={[{ id: 'privacy-policy', label: 'Privacy', href: '/policies/privacy-policy' }]}
      />,
    );
    expect(screen.getByTestId('footer-policies').querySelector('a[data-policy="privacy-policy"]')).toHaveTextContent(
      'Privacy',
    );
  });

  it('shows the store name and tagline as the first column', () => {
    render(<Footer storeName="Northwind" tagline="Small-batch goods." columns={demoFooterColumns} year={2026} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('NorthwindSmall-batch goods.');
  });

  it('links "Cookie settings" to the privacy policy, and reopens the consent banner instead once hydrated', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Footer storeName="Northwind" year={2026} cookieSettings={{ href: '/policies/privacy-policy', onOpen }} />);
    const link = screen.getByRole('link', { name: 'Cookie settings' });
    expect(link).toHaveAttribute('href', '/policies/privacy-policy');
    const clicks: boolean[] = [];
    document.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    await user.click(link);
    expect(onOpen).toHaveBeenCalledOnce();
    expect(clicks).toEqual([true]);
  });

  it('takes translated labels', () => {
    render(
      <Footer
        storeName="Northwind"
        year={2026}
        policies={demoPolicies}
        labels={{ policiesLabel: 'מדיניות', copyright: (y, s) => `© ${y} ${s}. כל הזכויות שמורות.` }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'מדיניות' })).toBeInTheDocument();
    expect(screen.getByText('© 2026 Northwind. כל הזכויות שמורות.')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<Footer storeName="Northwind" columns={demoFooterColumns} policies={demoPolicies} year={2026} />);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

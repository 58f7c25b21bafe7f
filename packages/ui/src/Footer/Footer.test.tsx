import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoFooterColumns, demoPolicies } from '../fixtures/chrome';
import { Footer } from './Footer';

describe('Footer', () => {
  it('is the contentinfo landmark with titled link columns', () => {
    render(<Footer storeName="Northwind Atelier" columns={demoFooterColumns} year={2026} />);
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Shop', 'Help', 'About']);
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

  it('takes translated labels', () => {
    render(
      <Footer storeName="Northwind" year={2026} policies={demoPolicies} labels={{ policiesLabel: 'מדיניות', copyright: (y, s) => `© ${y} ${s}. כל הזכויות שמורות.` }} />,
    );
    expect(screen.getByRole('navigation', { name: 'מדיניות' })).toBeInTheDocument();
    expect(screen.getByText('© 2026 Northwind. כל הזכויות שמורות.')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<Footer storeName="Northwind" columns={demoFooterColumns} policies={demoPolicies} year={2026} />);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

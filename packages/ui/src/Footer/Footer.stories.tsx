import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CurrencySelector } from '../CurrencySelector/CurrencySelector';
import { SubscribeForm } from '../SubscribeForm/SubscribeForm';
import { demoFooterColumns, demoPolicies } from '../fixtures/chrome';
import { Footer } from './Footer';
import { PHONE_GLOBALS } from '../pages/demoChrome';

/** Stand-in for the PaymentIcons component: card marks as labelled badges. */
function DemoPaymentIcons() {
  return (
    <ul style={{ display: 'flex', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' }}>
      {['Visa', 'Mastercard', 'Amex', 'PayPal', 'Apple Pay'].map((name) => (
        <li
          key={name}
          style={{ border: '1px solid currentColor', borderRadius: 4, padding: '0.125rem 0.5rem', fontSize: '0.75rem' }}
        >
          {name}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Components/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    storeName: 'Northwind Atelier',
    columns: demoFooterColumns,
    policies: demoPolicies,
    year: 2026,
    tagline: 'Small-batch clothing and goods for the home, made to last.',
    subscribe: <SubscribeForm />,
    cookieSettings: { href: '/policies/privacy-policy', onOpen: fn() },
    paymentIcons: <DemoPaymentIcons />,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('navigation', { name: 'Policies' })).toBeInTheDocument();
  },
};

/** Only the copyright and policies: a checkout page footer. */
export const Minimal: Story = {
  args: { columns: [], tagline: undefined, subscribe: undefined, paymentIcons: undefined },
};

export const Mobile: Story = { globals: PHONE_GLOBALS, tags: ['phone'] };

export const Hebrew: Story = {
  args: {
    columns: [
      {
        title: 'חנות',
        links: [
          { label: 'חדש', href: '/collections/new-in' },
          { label: 'מעילים', href: '/collections/outerwear' },
        ],
      },
      {
        title: 'עזרה',
        links: [
          { label: 'מעקב הזמנה', href: '/order-tracking' },
          { label: 'משלוחים', href: '/policies/shipping-policy' },
        ],
      },
    ],
    policies: [{ label: 'מדיניות פרטיות', href: '/policies/privacy-policy' }],
    labels: {
      policiesLabel: 'מדיניות',
      navLabel: 'כותרת תחתונה',
      paymentMethods: 'אנו מקבלים',
      copyright: (y, s) => `© ${y} ${s}. כל הזכויות שמורות.`,
    },
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="he-IL">
        <Story />
      </div>
    ),
  ],
};

/** A theme that places the currency selector in the footer (vogue): its list opens upwards. */
export const WithCurrencySelector: Story = {
  args: { selectors: <CurrencySelector side="top" /> },
};

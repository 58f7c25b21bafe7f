import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieConsent } from './CookieConsent';
import { PHONE_GLOBALS } from '../pages/demoChrome';

/** A page behind the consent, to show what stays readable. */
function Page() {
  return (
    <main style={{ padding: '2rem', minHeight: 560 }}>
      <h1>Harbor Wool Coat</h1>
      <p>Double-breasted, cut from recycled merino in a charcoal herringbone. Fully lined, with horn buttons.</p>
    </main>
  );
}

const meta = {
  title: 'Components/CookieConsent',
  component: CookieConsent,
  parameters: { layout: 'fullscreen' },
  args: { onDecision: fn(), policyHref: '/policies/privacy-policy' },
  decorators: [
    (Story) => (
      <>
        <Page />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept all' }));
    await expect(args.onDecision).toHaveBeenCalledWith(
      expect.objectContaining({ marketing: true, method: 'accept-all' }),
    );
  },
};

/** Customising: necessary is always on; the rest are the shopper's choice. */
export const Customise: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Customise' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save choices' }));
    await expect(args.onDecision).toHaveBeenCalledWith({
      necessary: true,
      preferences: false,
      analytics: true,
      marketing: false,
      method: 'custom',
    });
  },
};

/** A modal dialog for regions that require a decision before browsing. */
export const ModalDialog: Story = {
  args: { variant: 'dialog' },
  play: async () => {
    await expect(within(document.body).getByRole('dialog', { name: 'We use cookies' })).toBeInTheDocument();
  },
};

/** Notice only: one button, and the page stays readable and usable. */
export const NoticeOnly: Story = { args: { variant: 'notice' } };

export const Mobile: Story = { globals: PHONE_GLOBALS, tags: ['phone'] };

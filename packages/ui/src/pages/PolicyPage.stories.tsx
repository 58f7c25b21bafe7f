import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoContactChannels, demoContactHtml, demoPolicies, demoRefundPolicyHtml } from '../fixtures/content';
import { DemoFooter, DemoHeader, PAGE_FROM_GLOBALS, pageArgTypes, PHONE_GLOBALS, type PageStoryArgs } from './demoChrome';
import { PageShell } from './PageShell';
import { PolicyPage, type PolicyPageProps } from './PolicyPage/PolicyPage';

// Queries look inside the page's main region: the footer has policy links and an e-mail field of its own.

/** A policy page inside the shop's frame, as the shop's `/policies/{handle}` route renders it. */
function PolicyStory({ headerLayout, ...props }: PolicyPageProps & PageStoryArgs) {
  return (
    <PageShell page="policy" header={<DemoHeader layout={headerLayout} />} footer={<DemoFooter />}>
      <PolicyPage {...props} />
    </PageShell>
  );
}

const meta = {
  title: 'Pages/Policy',
  component: PolicyStory,
  args: { handle: 'refund-policy', title: 'Refund policy', bodyHtml: demoRefundPolicyHtml, policies: demoPolicies },
  argTypes: pageArgTypes,
  parameters: { layout: 'fullscreen', fromGlobals: PAGE_FROM_GLOBALS },
} satisfies Meta<typeof PolicyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A policy's text beside the list of policies, the shown one marked as the current page. */
export const Refund: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Refund policy' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('aria-current', 'page');
  },
};

const contactArgs = {
  handle: 'contact-us',
  title: 'Contact us',
  bodyHtml: demoContactHtml,
  contact: { form: {}, channels: demoContactChannels },
} satisfies Partial<PolicyPageProps>;

/** Contact us: the form (a real post that works without JavaScript) and the store's other channels. */
export const Contact: Story = {
  args: contactArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('name', 'name');
    await expect(canvas.getByRole('combobox', { name: 'Topic' })).toHaveAttribute('name', 'topic');
    await expect(canvas.getByTestId('opening-hours').querySelectorAll('li')).toHaveLength(5);
  },
};

/** The server refused the message: each field says why, what was typed stays, focus is on the first wrong field. */
export const ContactRefused: Story = {
  args: {
    ...contactArgs,
    contact: {
      channels: demoContactChannels,
      form: {
        values: { name: '', email: 'ada@', message: 'Too short' },
        errors: { name: 'This field is required', email: 'Enter a valid email', topic: 'Choose a topic', message: 'Write at least 10 characters' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveValue('ada@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByTestId('error-message')).toHaveTextContent('Write at least 10 characters');
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
  },
};

/** The store filed the message: the thank-you note names the ticket and the form starts empty. */
export const ContactSent: Story = {
  args: { ...contactArgs, contact: { channels: demoContactChannels, form: { ticket: 'SR-1042' } } },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('main')).getByTestId('contact-sent')).toHaveTextContent('SR-1042');
  },
};

/** On a phone the list of policies moves below the text and the form's fields stack. */
export const Mobile: Story = { args: contactArgs, globals: PHONE_GLOBALS, tags: ['phone'] };

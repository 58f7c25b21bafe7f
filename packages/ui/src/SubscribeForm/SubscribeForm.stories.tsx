import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoreProvider } from '@vitrine/headless';
import { useMemo } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeStoreClient } from '../fixtures/chrome';
import { SubscribeForm, type SubscribeFormProps } from './SubscribeForm';

type Outcome = 'accepted' | 'rejected' | 'slow';

/** Its own store client answering `POST /api/contacts` as the story needs. */
function WithStore({ outcome, ...props }: SubscribeFormProps & { outcome: Outcome }) {
  const client = useMemo(
    () =>
      fakeStoreClient(
        () =>
          outcome === 'rejected'
            ? Response.json(
                { status: 422, code: 'ALREADY_SUBSCRIBED', message: 'This email is already subscribed.' },
                { status: 422 },
              )
            : Response.json({ success: true }),
        outcome === 'slow' ? Infinity : 400,
      ),
    [outcome],
  );
  return (
    <StoreProvider client={client} initialCart={null} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      <div style={{ maxWidth: 480 }}>
        <SubscribeForm {...props} />
      </div>
    </StoreProvider>
  );
}

const meta = {
  title: 'Components/SubscribeForm',
  component: SubscribeForm,
  render: (args) => <WithStore outcome="accepted" {...args} />,
  args: { onSubscribed: fn(), code: 'footer' },
} satisfies Meta<typeof SubscribeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'maya.cohen@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thanks for subscribing');
    await expect(args.onSubscribed).toHaveBeenCalledWith('maya.cohen@example.com');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'maya.cohen@{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a valid email');
  },
};

/** The shop's answer to a post without JavaScript: the address kept, the error on its field. */
export const ServerFieldError: Story = {
  args: { defaultValue: 'maya.cohen@example', errors: { email: 'Enter a valid email' } },
};

/** The shop's answer to a post without JavaScript that subscribed the address. */
export const Subscribed: Story = { args: { isSubscribed: true } };

export const Pending: Story = {
  render: (args) => <WithStore outcome="slow" {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'li.wei@example.com{Enter}');
    await expect(canvas.getByRole('button', { name: 'Subscribing…' })).toHaveAttribute('data-pending');
  },
};

/** The store refused the address and said why. */
export const ServerError: Story = {
  render: (args) => <WithStore outcome="rejected" {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'li.wei@example.com{Enter}');
    await expect(await canvas.findByText('This email is already subscribed.')).toBeInTheDocument();
  },
};

/** In a footer column that has its own heading. */
export const Compact: Story = { args: { isCompact: true } };

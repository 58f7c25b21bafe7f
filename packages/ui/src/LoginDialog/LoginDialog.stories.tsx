import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { LoginDialog, type LoginDialogProps } from './LoginDialog';

/** Pretends to sign in: "maya@example.com" with any password works after a moment, anything else fails. */
const demoSignIn = fn(
  ({ email }: { email: string }) =>
    new Promise<void>((resolve, reject) =>
      setTimeout(() => (email === 'maya@example.com' ? resolve() : reject(new Error('Incorrect email or password'))), 600),
    ),
);

/** The wish-list heart a shopper pressed while signed out. */
function WithOpener(props: LoginDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Add to wish list
      </Button>
      <LoginDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Components/LoginDialog',
  component: LoginDialog,
  render: (args) => <WithOpener {...args} />,
  args: { open: true, onOpenChange: fn(), onSignIn: demoSignIn },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** Radix portals the dialog to `<body>`, so the play functions look it up on the whole screen. */
export const MissingFields: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required');
    await expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
  },
};

export const WrongPassword: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Incorrect email or password');
    await expect(args.onSignIn).toHaveBeenCalledWith({ email: 'sam@example.com', password: 'not-it' });
  },
};

export const SignsIn: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'linen-and-wool');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect(screen.getByRole('button', { name: 'Signing in…' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  },
};

export const Closed: Story = { args: { open: false } };

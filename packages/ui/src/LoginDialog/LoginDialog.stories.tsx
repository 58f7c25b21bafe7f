import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LoginDialog, type LoginDialogProps } from './LoginDialog';

/** Pretends to sign in: "maya@example.com" with any password works after a moment, anything else fails. */
const demoSignIn = fn(
  ({ email }: { email: string }) =>
    new Promise<void>((resolve, reject) =>
      setTimeout(
        () => (email === 'maya@example.com' ? resolve() : reject(new Error('Incorrect email or password'))),
        600,
      ),
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

/**
 * The open dialog, once it takes the pointer: Radix portals it to `<body>`
 * (so it is looked up on the whole screen) and lets it take the pointer a
 * moment after it opened, once the page behind it stopped taking it.
 */
async function openDialog() {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }), { timeout: 10_000 });
  return within(dialog);
}

export const MissingFields: Story = {
  play: async () => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Sign in' }));
    await expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('This field is required');
    await expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
  },
};

export const WrongPassword: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(dialog.getByLabelText('Password'), 'not-it');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign in' }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Incorrect email or password',
    );
    await expect(args.onSignIn).toHaveBeenCalledWith({ email: 'sam@example.com', password: 'not-it' });
  },
};

export const SignsIn: Story = {
  play: async () => {
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(dialog.getByLabelText('Password'), 'linen-and-wool');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign in' }));
    await expect(dialog.getByRole('button', { name: 'Signing in…' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
  },
};

export const Closed: Story = { args: { open: false } };

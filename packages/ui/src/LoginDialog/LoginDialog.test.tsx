import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { LoginDialog, type LoginDialogProps } from './LoginDialog';

const base: LoginDialogProps = { open: true, onOpenChange: () => {}, onSignIn: async () => {} };

describe('LoginDialog', () => {
  it('is a dialog titled Sign in, with focus in the email field', async () => {
    render(<LoginDialog {...base} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAccessibleDescription('Sign in to save products to your wish list.');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('signs in with the trimmed email and the password, then closes', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn(async () => {});
    const onOpenChange = vi.fn();
    render(<LoginDialog {...base} onSignIn={onSignIn} onOpenChange={onOpenChange} />);
    await user.type(screen.getByLabelText('Email'), ' maya@example.com ');
    await user.type(screen.getByLabelText('Password'), 'linen-and-wool');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledWith({ email: 'maya@example.com', password: 'linen-and-wool' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks for both fields and a valid email before sending', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn(async () => {});
    render(<LoginDialog {...base} onSignIn={onSignIn} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'maya@example');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('shows the failure message, keeps the dialog open and the button usable again', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    let fail: (error: Error) => void = () => {};
    const onSignIn = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    render(<LoginDialog {...base} onSignIn={onSignIn} onOpenChange={onOpenChange} />);
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const pending = screen.getByRole('button', { name: 'Signing in…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-pending');
    await user.click(pending);
    expect(onSignIn).toHaveBeenCalledTimes(1);
    fail(new Error('Incorrect email or password'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-disabled');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('falls back to a generic message for a failure without one', async () => {
    const user = userEvent.setup();
    render(<LoginDialog {...base} onSignIn={() => Promise.reject(new Error(''))} />);
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign you in. Please try again.');
  });

  it('links to registration and password reset', () => {
    render(<LoginDialog {...base} registerHref="/register" />);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/account/forgot');
  });

  it('is a real form posting to the sign-in page, coming back to the page', () => {
    render(<LoginDialog {...base} returnTo="/products/alder" />);
    const form = screen.getByRole('dialog').querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/account/login');
    expect(form.querySelector('input[name="return_to"]')).toHaveValue('/products/alder');
    expect(form.querySelector('input[name="email"]')).not.toBeNull();
    expect(form.querySelector('input[name="password"]')).not.toBeNull();
  });

  it('closes on Escape and with the close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<LoginDialog {...base} onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('has no axe violations, also with errors', async () => {
    const user = userEvent.setup();
    render(<LoginDialog {...base} />);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

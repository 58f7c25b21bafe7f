import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoCountries } from '../fixtures/checkout';
import { AddressForm, type AddressFormProps } from './AddressForm';
import { withDialCode } from './addressRules';

const base: AddressFormProps = { countries: demoCountries, onSubmit: () => {} };

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Maya');
  await user.type(screen.getByLabelText('Last name'), 'Okafor');
  await user.type(screen.getByLabelText('Address'), '1450 Alder Street');
  await user.type(screen.getByLabelText('City'), 'Portland');
}

describe('AddressForm', () => {
  it('shows the spec messages on each missing field and focuses the first', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AddressForm {...base} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Country/region')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Enter a first name');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Enter a last name');
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Enter an address');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Enter a city');
    expect(screen.getByLabelText('Country/region')).toHaveFocus();
    expect(screen.getByLabelText('City').closest('[data-field]')).toHaveAttribute('data-invalid');
  });

  it('offers the states of the chosen country and requires one where the country does', async () => {
    const user = userEvent.setup();
    render(<AddressForm {...base} />);
    expect(screen.queryByLabelText(/State\/province/)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Country/region'), 'CA');
    const province = screen.getByLabelText('State/province');
    expect(province).toHaveDisplayValue('Select a state / province');
    expect(screen.getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(province).toHaveAccessibleDescription('This field is required');
    await user.selectOptions(screen.getByLabelText('Country/region'), 'GB');
    expect(screen.queryByLabelText(/State\/province/)).toBeNull();
  });

  it('requires a postcode only for countries that need one', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AddressForm {...base} onSubmit={onSubmit} defaultValue={{ country: 'DE' }} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription('This field is required');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Country/region'), 'IE');
    expect(screen.getByLabelText('Postal code (optional)')).not.toHaveAttribute('aria-required');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps only phone characters, at most 30, and sends the number with the dial code', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AddressForm {...base} onSubmit={onSubmit} defaultValue={{ country: 'GB', postcode: 'SW1A 1AA' }} />);
    await fillRequired(user);
    const phone = screen.getByLabelText('Phone (optional)');
    expect(phone).toHaveAttribute('maxlength', '30');
    expect(phone).toHaveAccessibleDescription('Numbers without a country code get +44.');
    await user.type(phone, '020 7946-0018 ext');
    expect(phone).toHaveValue('020 7946-0018 ');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ country: 'GB', phone: '+44 2079460018', first_name: 'Maya' }));
  });

  it('refuses a first address line over 255 characters and a phone without digits', async () => {
    const user = userEvent.setup();
    render(<AddressForm {...base} defaultValue={{ address1: 'a'.repeat(256), phone: '()' }} />);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Enter at most 255 characters');
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription('Enter a valid phone number');
  });

  it('puts the server field errors on their fields, and other failures above the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({ status: 422, message: 'Postal code not deliverable', errors: { 'shipping_address.postcode': ['Postal code not deliverable'] } })
      .mockRejectedValueOnce(new Error('Connection timed out, please try again'));
    render(<AddressForm {...base} onSubmit={onSubmit} defaultValue={{ country: 'US', province: 'OR', postcode: '97209' }} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Postal code not deliverable')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription('Postal code not deliverable');
    expect(screen.getByLabelText('Postal code')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection timed out, please try again');
  });

  it('shows field errors passed in from a route action', () => {
    render(<AddressForm {...base} errors={{ city: ['Enter a city'] }} />);
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Enter a city');
  });

  it('adds the dial code the way the server formats phones', () => {
    expect(withDialCode({ code: 'US', dial_code: '1' }, '(415) 555-0100')).toBe('+1 4155550100');
    expect(withDialCode({ code: 'GB', dial_code: '44' }, '+33 1 23')).toBe('+33123');
    expect(withDialCode({ code: 'GB', dial_code: '44' }, '0033123')).toBe('+33123');
    expect(withDialCode({ code: 'IT', dial_code: '39' }, '06 1234')).toBe('+39 061234');
  });

  it('has no axe violations, empty and with errors', async () => {
    const user = userEvent.setup();
    const { container } = render(<AddressForm {...base} defaultValue={{ country: 'US' }} />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});

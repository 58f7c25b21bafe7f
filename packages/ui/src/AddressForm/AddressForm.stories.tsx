import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoCountries } from '../fixtures/checkout';
import { AddressForm } from './AddressForm';

const filled = {
  first_name: 'Maya',
  last_name: 'Okafor',
  address1: '1450 NW Alder Street',
  address2: 'Apt 5B',
  city: 'Portland',
  country: 'US',
  province: 'OR',
  postcode: '97209',
  phone: '(503) 555-0142',
};

const meta = {
  title: 'Components/AddressForm',
  component: AddressForm,
  args: { countries: demoCountries, onSubmit: fn() },
  argTypes: { countries: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Pressing Save with nothing filled in shows each field's message. */
export const MissingFields: Story = {
  args: { defaultValue: { country: 'CA' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(canvas.getByLabelText('First name')).toHaveAccessibleDescription('Enter a first name');
    await expect(canvas.getByLabelText('State/province')).toHaveAccessibleDescription('This field is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saves with the phone number in international form. */
export const Filled: Story = {
  args: { defaultValue: filled },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '+1 5035550142', province: 'OR' }));
  },
};

/** Hong Kong addresses have no postcode: the field is optional. */
export const NoPostcodeCountry: Story = { args: { defaultValue: { ...filled, country: 'HK', province: '', postcode: '', city: 'Kowloon', phone: '2345 6789' } } };

/** The server refused the postcode (a 422 with field errors): the message sits on the field. */
export const ServerFieldError: Story = {
  args: {
    defaultValue: filled,
    onSubmit: fn(() =>
      Promise.reject({ status: 422, message: 'Postal code not deliverable', errors: { 'shipping_address.postcode': ['Postal code not deliverable'] } }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('Postal code not deliverable')).toBeInTheDocument();
  },
};

export const Saving: Story = {
  args: { defaultValue: filled, onSubmit: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** An Israeli address (pick he-IL in the toolbar to see it right-to-left; the dial code stays left-to-right). */
export const Israel: Story = {
  args: { defaultValue: { first_name: 'Noa', last_name: 'Levi', address1: 'Rothschild Blvd 22', city: 'Tel Aviv', country: 'IL', postcode: '6688218', phone: '052-555-0199' } },
};

/** On a phone the fields stack in one column. */
export const Mobile: Story = { args: { defaultValue: filled }, globals: { viewport: { value: 'mobile1' } } };

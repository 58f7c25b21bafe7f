import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoCountries } from '../fixtures/checkout';
import { FormProvider, type FormProps } from '../kit/form';
import { AddressForm } from './AddressForm';
import { PHONE_GLOBALS } from '../pages/demoChrome';

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

/** What the story's form posted (the shop's router would send it to the route action). */
const posted = fn();

/** A form that records what it would post instead of leaving the story. */
function RecordingForm({ onSubmit, ...props }: FormProps) {
  return (
    <form
      {...props}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        posted(Object.fromEntries(new FormData(event.currentTarget, submitter)));
      }}
    />
  );
}

const meta = {
  title: 'Components/AddressForm',
  component: AddressForm,
  args: { countries: demoCountries, defaultValue: { country: 'US' }, intent: 'create' },
  argTypes: { countries: { control: false } },
  decorators: [
    (Story) => (
      <FormProvider component={RecordingForm}>
        <div style={{ maxInlineSize: '40rem' }}>{Story()}</div>
      </FormProvider>
    ),
  ],
  beforeEach: () => posted.mockClear(),
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Posts every field by name with the intent; the server checks it (spec 5) and adds the dial code. */
export const Filled: Story = {
  args: { defaultValue: filled },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save address' }));
    await expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({ intent: 'create', province: 'OR', phone: '(503) 555-0142' }),
    );
  },
};

/** Picking another country loads its states (from `/countries/{code}`) and its dial code. */
export const ChangeCountry: Story = {
  args: { defaultValue: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Country/region'), 'CA');
    await expect(await canvas.findByRole('option', { name: 'Ontario' })).toBeInTheDocument();
  },
};

/** Hong Kong addresses have no postcode: the field is optional. */
export const NoPostcodeCountry: Story = {
  args: { defaultValue: { ...filled, country: 'HK', province: '', postcode: '', city: 'Kowloon', phone: '2345 6789' } },
};

/** The server refused the postcode (a 422 with field errors): the message sits on the field, which takes focus. */
export const ServerFieldError: Story = {
  args: { defaultValue: filled, errors: { postcode: 'Postal code not deliverable', city: 'Enter a city' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The form moves focus once it is on screen (an effect after the first paint), not while it renders.
    await waitFor(() => expect(canvas.getByLabelText('City')).toHaveFocus(), { timeout: 10_000 });
    await expect(canvas.getByLabelText('Postal code')).toHaveAccessibleDescription('Postal code not deliverable');
  },
};

export const Saving: Story = {
  args: { defaultValue: filled, isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Inside the checkout's form: a field group, inputs named `shipping_address.*`. */
export const CheckoutFields: Story = {
  args: {
    as: 'fields',
    namePrefix: 'shipping_address',
    legend: 'Shipping address',
    autoCompleteSection: 'shipping',
    defaultValue: filled,
  },
};

/** An Israeli address (pick he-IL in the toolbar to see it right-to-left; the dial code stays left-to-right). */
export const Israel: Story = {
  args: {
    defaultValue: {
      first_name: 'Noa',
      last_name: 'Levi',
      address1: 'Rothschild Blvd 22',
      city: 'Tel Aviv',
      country: 'IL',
      postcode: '6688218',
      phone: '052-555-0199',
    },
  },
};

/** On a phone the fields stack in one column. */
export const Mobile: Story = { args: { defaultValue: filled }, globals: PHONE_GLOBALS, tags: ['phone'] };

/** Place auto-complete: from 4 typed characters the city offers matching places; the keyboard picks one, which fills state and postcode. */
export const PlaceSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.type(city, 'New Y');
    const list = await canvas.findByRole('listbox', { name: 'Matching places' }, { timeout: 3000 });
    await expect(within(list).getAllByRole('option')[0]).toHaveTextContent('New York');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(city).toHaveValue('New York');
    await expect(canvas.getByRole('combobox', { name: 'State/province' })).toHaveValue('NY');
    await expect(canvas.getByRole('textbox', { name: 'Postal code' })).toHaveValue('10118');
  },
};

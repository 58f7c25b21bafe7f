import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreProvider, createStoreClient } from '@vitrine/headless';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoCountries } from '../fixtures/checkout';
import { AddressForm, type AddressFormProps } from './AddressForm';

const names = demoCountries.map(({ code, name }) => ({ code, name }));
const us = demoCountries.find((c) => c.code === 'US')!;

/** A store whose API answers `GET /countries/{code}` from the demo countries, once `gate` resolves. */
function setup(gate: Promise<unknown> = Promise.resolve()) {
  const asked: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    if (String(input).includes('/place-auto-complete')) {
      const query = new URL(String(input)).searchParams;
      const places =
        query.get('country') === 'US' && 'san francisco'.startsWith(query.get('query')!.toLowerCase())
          ? [sanFrancisco]
          : [];
      return new Response(JSON.stringify({ places }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    const code = String(input).split('/').pop()!;
    asked.push(code);
    await gate;
    const country = demoCountries.find((c) => c.code === code);
    return new Response(
      JSON.stringify(country ? { country } : { status: 404, code: 'COUNTRY_NOT_FOUND', message: 'Not Found' }),
      {
        status: country ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  const client = createStoreClient({ baseUrl: 'http://shop.test/api/store', fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={client} initialCart={null} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      <main>{children}</main>
    </StoreProvider>
  );
  return { asked, wrapper };
}

const base: AddressFormProps = { countries: names, country: us, defaultValue: { country: 'US' } };

const sanFrancisco = {
  description: 'San Francisco, California, 94105, United States',
  city: 'San Francisco',
  province: 'CA',
  province_name: 'California',
  postcode: '94105',
  country: 'US',
  country_name: 'United States',
};

describe('AddressForm', () => {
  it('is a real form without scripts: method post, named fields with their values, the intent and a submit button', () => {
    const { wrapper: Wrapper } = setup();
    const html = renderToString(
      <Wrapper>
        <AddressForm
          {...base}
          action="/account/addresses"
          intent="update"
          defaultValue={{ country: 'US', first_name: 'Maya', province: 'OR', phone: '503 555 0142' }}
        >
          <input type="hidden" name="id" value="7" />
        </AddressForm>
      </Wrapper>,
    );
    document.body.innerHTML = html;
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/account/addresses');
    const data = new FormData(form);
    expect(Object.fromEntries(data)).toMatchObject({
      intent: 'update',
      id: '7',
      country: 'US',
      first_name: 'Maya',
      province: 'OR',
      phone: '503 555 0142',
    });
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Save address');
    document.body.innerHTML = '';
  });

  it('names its fields under a prefix inside the page’s form, and shows each server message on its field', async () => {
    const { wrapper } = setup();
    render(
      <form aria-label="Checkout">
        <AddressForm
          {...base}
          as="fields"
          namePrefix="shipping_address"
          legend="Shipping address"
          errors={{ city: 'Enter a city', postcode: 'Postal code not deliverable' }}
        />
      </form>,
      { wrapper },
    );
    expect(screen.getByRole('group', { name: 'Shipping address' })).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAttribute('name', 'shipping_address.city');
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Enter a city');
    expect(screen.getByLabelText(/Postal code/)).toHaveAccessibleDescription('Postal code not deliverable');
    expect(screen.getByLabelText('City').closest('[data-field]')).toHaveAttribute('data-invalid');
    expect(await axeViolations()).toEqual([]);
  });

  it('loads the states, postcode rule and dial code of a newly picked country', async () => {
    const user = userEvent.setup();
    const { asked, wrapper } = setup();
    render(<AddressForm {...base} />, { wrapper });
    expect(screen.getByRole('option', { name: 'Oregon' })).toBeInTheDocument();
    expect(screen.getByText('+1')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country/region'), 'CA');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Ontario' })).toBeInTheDocument());
    expect(asked).toEqual(['CA']);
    await user.selectOptions(screen.getByLabelText('Country/region'), 'HK');
    await waitFor(() => expect(screen.getByText('+852')).toBeInTheDocument());
    expect(screen.queryByLabelText(/State\/province/)).toBeNull();
    expect(screen.getByLabelText(/Postal code/)).toHaveAccessibleName('Postal code (optional)');
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription(
      'Numbers without a country code get +852.',
    );
  });

  it('keeps a state typed while the new country’s states load, and picks it from the list once they arrive', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    const { wrapper } = setup(new Promise<void>((resolve) => (answer = resolve)));
    render(<AddressForm {...base} />, { wrapper });
    await user.selectOptions(screen.getByLabelText('Country/region'), 'CA');
    await user.type(screen.getByLabelText(/State\/province/), 'ontario');
    // Typed while no dial code is known: the dial code arriving must not remount the input.
    await user.type(screen.getByLabelText(/^Phone/), '416 555 0199');
    answer();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Ontario' })).toBeInTheDocument());
    expect(screen.getByLabelText(/State\/province/)).toHaveValue('ON');
    expect(screen.getByText('+1')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('416 555 0199');
  });

  it('offers the country’s places from 4 typed characters; the keyboard chooses one, which fills city, state and postcode', async () => {
    const user = userEvent.setup();
    const { wrapper } = setup();
    render(<AddressForm {...base} />, { wrapper });
    const city = screen.getByRole('combobox', { name: 'City' });
    await user.type(city, 'San');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(city, ' F');
    const list = await screen.findByRole('listbox', { name: 'Matching places' }, { timeout: 2000 });
    expect(city).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveTextContent('San Francisco, California, 94105, United States');
    await user.keyboard('{ArrowDown}');
    expect(city).toHaveAttribute('aria-activedescendant', within(list).getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(city).toHaveValue('San Francisco');
    expect(screen.getByRole('combobox', { name: 'State/province' })).toHaveValue('CA');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('94105');

    // Escape closes the list and leaves what was typed.
    await user.clear(city);
    await user.type(city, 'San F');
    await screen.findByRole('listbox', {}, { timeout: 2000 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(city).toHaveValue('San F');
  });

  it('keeps only the characters a phone number may have, at most 30', async () => {
    const user = userEvent.setup();
    const { wrapper } = setup();
    render(<AddressForm {...base} />, { wrapper });
    const phone = screen.getByLabelText('Phone (optional)');
    await user.type(phone, '(503) 555-0142 ext#9');
    expect(phone).toHaveValue('(503) 555-0142 9');
    expect(phone).toHaveAttribute('maxlength', '30');
  });

  it('moves focus to the first field the server refused', () => {
    const { wrapper } = setup();
    render(<AddressForm {...base} errors={{ last_name: 'Enter a last name', city: 'Enter a city' }} />, { wrapper });
    expect(screen.getByLabelText('Last name')).toHaveFocus();
  });

  it('keeps what was typed and the country picked before hydration', async () => {
    const { wrapper: Wrapper } = setup();
    const app = (
      <Wrapper>
        <AddressForm {...base} />
      </Wrapper>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    // The shopper is faster than the scripts.
    (container.querySelector('input[name="first_name"]') as HTMLInputElement).value = 'Maya';
    (container.querySelector('select[name="country"]') as HTMLSelectElement).value = 'GB';
    await act(async () => {
      hydrateRoot(container, app);
    });
    expect((container.querySelector('input[name="first_name"]') as HTMLInputElement).value).toBe('Maya');
    expect((container.querySelector('select[name="country"]') as HTMLSelectElement).value).toBe('GB');
    await waitFor(() => expect(container.textContent).toContain('+44'));
    expect(container.querySelector('select[name="province"]')).toBeNull();
    container.remove();
  });
});

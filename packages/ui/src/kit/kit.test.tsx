import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient, StoreProvider } from '@vitrine/headless';
import { CouponForm } from '../CouponForm/CouponForm';
import { demoCart } from '../fixtures/demo';
import { Form, FormProvider, NoScript, type FormProps } from './form';
import { LabelsProvider, useLabels } from './labels';

const DEFAULTS = { title: 'Your cart', errors: { required: 'Required', tooLong: 'Too long' } };

function Title({ labels }: { labels?: Partial<typeof DEFAULTS> }) {
  const text = useLabels('Demo', DEFAULTS, labels);
  return (
    <p>
      {text.title} / {text.errors.required} / {text.errors.tooLong}
    </p>
  );
}

describe('useLabels', () => {
  it('speaks English without a provider', () => {
    render(<Title />);
    expect(screen.getByText('Your cart / Required / Too long')).toBeInTheDocument();
  });

  it('takes the provider translation of its component over the defaults, group by group', () => {
    render(
      <LabelsProvider
        labels={(name) =>
          name === 'Demo' ? { title: 'Ihr Warenkorb', errors: { required: 'Pflichtfeld' } } : undefined
        }
      >
        <Title />
      </LabelsProvider>,
    );
    expect(screen.getByText('Ihr Warenkorb / Pflichtfeld / Too long')).toBeInTheDocument();
  });

  it('takes the caller labels over the provider', () => {
    render(
      <LabelsProvider labels={() => ({ title: 'Ihr Warenkorb' })}>
        <Title labels={{ title: 'Bag' }} />
      </LabelsProvider>,
    );
    expect(screen.getByText('Bag / Required / Too long')).toBeInTheDocument();
  });

  it('reaches a real kit component by its name', () => {
    render(
      <LabelsProvider labels={(name) => (name === 'CouponForm' ? { apply: 'Einlösen' } : undefined)}>
        <StoreProvider
          client={createStoreClient({ fetch: () => Promise.reject(new Error('offline')) })}
          initialCart={demoCart()}
        >
          <CouponForm />
        </StoreProvider>
      </LabelsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Einlösen' })).toBeInTheDocument();
  });
});

describe('Form', () => {
  it('is a plain form the browser posts without a provider', () => {
    const html = renderToString(
      <Form method="post" action="/cart">
        <input name="code" />
      </Form>,
    );
    expect(html).toBe('<form action="/cart" method="post"><input name="code"/></form>');
  });

  it("renders the provider's form component with the same props", () => {
    const RouterForm = (props: FormProps) => <form data-router="" {...props} />;
    render(
      <FormProvider component={RouterForm}>
        <Form method="post" action="/cart" aria-label="Cart" />
      </FormProvider>,
    );
    const form = screen.getByRole('form', { name: 'Cart' });
    expect(form).toHaveAttribute('data-router');
    expect(form).toHaveAttribute('action', '/cart');
  });
});

describe('NoScript', () => {
  it('sends its content inside <noscript> from the server', () => {
    expect(
      renderToString(
        <NoScript>
          <button type="submit">Update</button>
        </NoScript>,
      ),
    ).toBe('<noscript><button type="submit">Update</button></noscript>');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createEventBus, createStoreClient, LARGE_QUANTITY_EVENT, StoreProvider } from '@vitrine/headless';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

/** A parent that owns the value, like a real page. */
function Controlled({ initial = 1, onChange, ...props }: Partial<QuantityStepperProps> & { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getByRole('spinbutton', { name: 'Quantity' });
const decrease = () => screen.getByRole('button', { name: 'Decrease quantity' });
const increase = () => screen.getByRole('button', { name: 'Increase quantity' });

describe('QuantityStepper', () => {
  it('steps up and down by step', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={2} step={2} onChange={onChange} />);
    await user.click(increase());
    expect(input()).toHaveValue('4');
    await user.click(decrease());
    await user.click(decrease());
    expect(onChange.mock.calls).toEqual([[4], [2], [1]]);
    expect(input()).toHaveValue('1');
  });

  it('disables decrease at min and increase at max, and clicks there do nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<QuantityStepper value={1} onChange={onChange} max={3} />);
    expect(decrease()).toHaveAttribute('aria-disabled', 'true');
    expect(increase()).not.toHaveAttribute('aria-disabled');
    await user.click(decrease());
    expect(onChange).not.toHaveBeenCalled();

    rerender(<QuantityStepper value={3} onChange={onChange} max={3} />);
    expect(increase()).toHaveAttribute('aria-disabled', 'true');
    expect(decrease()).not.toHaveAttribute('aria-disabled');
    await user.click(increase());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps focus on the button that reached a bound', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={2} />);
    await user.click(decrease());
    expect(decrease()).toHaveFocus();
    expect(decrease()).toHaveAttribute('aria-disabled', 'true');
  });

  it('filters typed text to digits and commits on blur, clamped to max', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled max={20} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '3x5');
    expect(input()).toHaveValue('35');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(20);
    expect(input()).toHaveValue('20');
  });

  it('clamps typed values under min and commits on Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={5} min={2} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '0{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
    expect(input()).toHaveValue('2');
  });

  it('restores the old value for empty, non-numeric or over-100000 input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={4} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), 'abc');
    await user.tab();
    expect(input()).toHaveValue('4');
    await user.clear(input());
    await user.type(input(), '100001');
    await user.tab();
    expect(input()).toHaveValue('4');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('blocks paste', async () => {
    render(<Controlled initial={4} />);
    const event = new Event('paste', { bubbles: true, cancelable: true });
    fireEvent(input(), event);
    expect(event.defaultPrevented).toBe(true);
    expect(input()).toHaveValue('4');
  });

  it('steps with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={4} />);
    await user.click(input());
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(input()).toHaveValue('5');
    expect(input()).toHaveAttribute('aria-valuenow', '5');
  });

  it('reports a typed quantity over 100', async () => {
    const user = userEvent.setup();
    const onLargeQuantity = vi.fn();
    render(<Controlled onLargeQuantity={onLargeQuantity} />);
    await user.clear(input());
    await user.type(input(), '150');
    await user.tab();
    expect(onLargeQuantity).toHaveBeenCalledWith(150);
  });

  it('publishes the spec’s large-quantity event on the store bus by itself (spec 5)', async () => {
    const user = userEvent.setup();
    const bus = createEventBus();
    const seen: unknown[] = [];
    bus.subscribe(LARGE_QUANTITY_EVENT, (event) => seen.push(event.payload));
    render(
      <StoreProvider
        client={createStoreClient({ fetch: () => Promise.reject(new Error('offline')) })}
        initialCart={null}
        events={bus}
      >
        <QuantityStepper name="quantity" defaultValue={1} max={20} productId={42} variantId={420} />
      </StoreProvider>,
    );
    // Stock caps the quantity at 20; the shopper asked for 101, and that is what is reported.
    await user.clear(input());
    await user.type(input(), '101');
    await user.tab();
    expect(input()).toHaveValue('20');
    await user.clear(input());
    await user.type(input(), '100');
    await user.tab();
    expect(seen).toEqual([{ quantity: 101, productId: 42, variantId: 420 }]);
  });

  it('works uncontrolled from defaultValue, and server-renders a field a form posts', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Line">
        <QuantityStepper name="quantity" defaultValue={2} max={5} />
      </form>,
    );
    await user.click(increase());
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('quantity')).toBe('3');
    const html = renderToString(<QuantityStepper name="quantity" defaultValue={4} />);
    expect(html).toMatch(/<input[^>]*name="quantity"/);
    expect(html).toContain('value="4"');
  });

  it('follows a new value from the parent', () => {
    const { rerender } = render(<QuantityStepper value={1} onChange={() => {}} />);
    rerender(<QuantityStepper value={7} onChange={() => {}} />);
    expect(input()).toHaveValue('7');
  });

  it('disables everything when disabled', () => {
    render(<QuantityStepper value={3} onChange={() => {}} disabled />);
    expect(input()).toBeDisabled();
    expect(decrease()).toBeDisabled();
    expect(increase()).toBeDisabled();
  });

  it('submits its value in a plain form under its name', () => {
    render(
      <form aria-label="Add to cart">
        <QuantityStepper name="quantity" value={3} onChange={() => {}} />
      </form>,
    );
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(new FormData(form).get('quantity')).toBe('3');
    expect(input()).toHaveAttribute('inputmode', 'numeric');
  });

  it('takes its labels as props', () => {
    render(
      <QuantityStepper value={3} onChange={() => {}} label="Menge" decreaseLabel="Weniger" increaseLabel="Mehr" />,
    );
    expect(screen.getByRole('group', { name: 'Menge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weniger' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mehr' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<QuantityStepper value={1} onChange={() => {}} name="quantity" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../client/client';
import { createEventBus } from '../events/bus';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL } from '../test/fixtures';
import { LARGE_QUANTITY_EVENT } from './quantity';
import type { UseQuantityStepperOptions } from './quantity.types';
import { useQuantityStepper } from './useQuantityStepper';

afterEach(() => cleanup());

/** A controlled stepper whose parent keeps the value, like a product page. */
function useControlled(initial: number, options: Omit<UseQuantityStepperOptions, 'value'> = {}) {
  const [value, setValue] = useState(initial);
  return useQuantityStepper({
    ...options,
    value,
    onChange: (next) => {
      options.onChange?.(next);
      setValue(next);
    },
  });
}

const typeInto = (result: { current: ReturnType<typeof useQuantityStepper> }, text: string) =>
  act(() => result.current.inputProps.onChange({ target: { value: text } } as ChangeEvent<HTMLInputElement>));
const press = (result: { current: ReturnType<typeof useQuantityStepper> }, key: string) => {
  const preventDefault = vi.fn();
  act(() => result.current.inputProps.onKeyDown({ key, preventDefault } as unknown as KeyboardEvent<HTMLInputElement>));
  return preventDefault;
};

describe('useQuantityStepper: defaults and bounds (spec 3, 4, 9)', () => {
  it('defaults to min 1, max 100000, step 1, starting at min', () => {
    const { result } = renderHook(() => useQuantityStepper());
    expect(result.current).toMatchObject({ value: 1, min: 1, max: 100000, isAtMin: true, isAtMax: false, draft: '1' });
    act(() => result.current.increment());
    expect(result.current.value).toBe(2);
  });

  it('clamps an uncontrolled default value', () => {
    expect(renderHook(() => useQuantityStepper({ defaultValue: 0 })).result.current.value).toBe(1);
    expect(renderHook(() => useQuantityStepper({ defaultValue: 9, max: 5 })).result.current.value).toBe(5);
  });

  it('adds and subtracts step per click, clamped', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControlled(2, { step: 2, max: 5, onChange }));
    act(() => result.current.incrementButtonProps.onClick({} as never));
    act(() => result.current.incrementButtonProps.onClick({} as never));
    expect(result.current.value).toBe(5);
    act(() => result.current.decrementButtonProps.onClick({} as never));
    act(() => result.current.decrementButtonProps.onClick({} as never));
    act(() => result.current.decrementButtonProps.onClick({} as never));
    expect(onChange.mock.calls).toEqual([[4], [5], [3], [1]]);
  });

  it('marks decrease disabled at min and increase at max, one step either side', () => {
    const { result, rerender } = renderHook((value: number) => useQuantityStepper({ value, min: 2, max: 4 }), {
      initialProps: 2,
    });
    expect(result.current.decrementButtonProps['aria-disabled']).toBe(true);
    expect(result.current.incrementButtonProps['aria-disabled']).toBeUndefined();
    expect(result.current.groupProps['data-at-min']).toBe(true);
    rerender(3);
    expect(result.current.decrementButtonProps['aria-disabled']).toBeUndefined();
    expect(result.current.incrementButtonProps['aria-disabled']).toBeUndefined();
    rerender(4);
    expect(result.current.incrementButtonProps['aria-disabled']).toBe(true);
    expect(result.current.groupProps['data-at-max']).toBe(true);
  });

  it('does nothing when a button at its bound is clicked', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook((value: number) => useQuantityStepper({ value, max: 3, onChange }), {
      initialProps: 1,
    });
    act(() => result.current.decrement());
    rerender(3);
    act(() => result.current.increment());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does nothing at all when disabled', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useQuantityStepper({ value: 3, isDisabled: true, onChange }));
    act(() => result.current.increment());
    act(() => result.current.decrement());
    expect(onChange).not.toHaveBeenCalled();
    expect(result.current.inputProps.disabled).toBe(true);
    expect(result.current.incrementButtonProps.disabled).toBe(true);
    expect(result.current.groupProps['data-disabled']).toBe(true);
  });

  it('clamps values set directly', () => {
    const { result } = renderHook(() => useControlled(3, { max: 10 }));
    act(() => result.current.setValue(50));
    expect(result.current.value).toBe(10);
    act(() => result.current.setValue(-4));
    expect(result.current.value).toBe(1);
  });

  it('follows a new value from the parent, replacing a draft', () => {
    const { result, rerender } = renderHook((value: number) => useQuantityStepper({ value }), { initialProps: 1 });
    typeInto(result, '9');
    rerender(7);
    expect(result.current.draft).toBe('7');
  });
});

describe('useQuantityStepper: typed input (spec 5)', () => {
  it('filters the draft and commits on blur, clamped', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControlled(1, { max: 20, onChange }));
    typeInto(result, '3x5');
    expect(result.current.draft).toBe('35');
    expect(onChange).not.toHaveBeenCalled();
    act(() => result.current.inputProps.onBlur({} as never));
    expect(onChange).toHaveBeenCalledWith(20);
    expect(result.current.draft).toBe('20');
  });

  it('rounds a decimal and commits on Enter', () => {
    const { result } = renderHook(() => useControlled(1));
    typeInto(result, '2.6');
    expect(result.current.draft).toBe('2.6');
    press(result, 'Enter');
    expect(result.current.value).toBe(3);
  });

  it.each([
    ['', 'not-a-number'],
    ['abc', 'not-a-number'],
    ['100001', 'too-large'],
  ] as const)('restores the old value for %j (%s)', (text, reason) => {
    const onChange = vi.fn();
    const onReject = vi.fn();
    const { result } = renderHook(() => useControlled(4, { onChange, onReject }));
    typeInto(result, text);
    act(() => result.current.commit());
    expect(result.current.draft).toBe('4');
    expect(result.current.value).toBe(4);
    expect(onChange).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith(reason);
  });

  it('accepts exactly 100000', () => {
    const { result } = renderHook(() => useControlled(4));
    typeInto(result, '100000');
    act(() => result.current.commit());
    expect(result.current.value).toBe(100000);
  });

  it('reports a committed quantity above 100 once, and not 100', () => {
    const onLargeQuantity = vi.fn();
    const { result } = renderHook(() => useControlled(1, { onLargeQuantity }));
    typeInto(result, '100');
    act(() => result.current.commit());
    expect(onLargeQuantity).not.toHaveBeenCalled();
    typeInto(result, '101');
    press(result, 'Enter');
    act(() => result.current.commit()); // the blur after Enter: nothing changed
    expect(onLargeQuantity.mock.calls).toEqual([[101]]);
  });

  it('reports the typed number even when stock caps the quantity at 100 or below (spec 5: the input is above 100)', () => {
    const onLargeQuantity = vi.fn();
    const { result } = renderHook(() => useControlled(1, { max: 20, onLargeQuantity }));
    typeInto(result, '150');
    act(() => result.current.commit());
    expect(result.current.value).toBe(20);
    expect(onLargeQuantity.mock.calls).toEqual([[150]]);
    // Leaving the field again (it shows 20) is no new input.
    act(() => result.current.commit());
    expect(onLargeQuantity.mock.calls).toEqual([[150]]);
  });

  it('publishes track:large_quantity with the product and variant on the store bus by itself, or calls onLargeQuantity instead (spec 5)', () => {
    const events = createEventBus({ now: () => 5 });
    const seen = vi.fn();
    events.subscribe(LARGE_QUANTITY_EVENT, seen);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreProvider client={createStoreClient({ baseUrl: TEST_BASE_URL })} initialCart={null} events={events}>
        {children}
      </StoreProvider>
    );
    const { result } = renderHook(() => useControlled(1, { max: 40, productId: 42, variantId: 420 }), { wrapper });
    typeInto(result, '250');
    act(() => result.current.commit());
    expect(LARGE_QUANTITY_EVENT).toBe('track:large_quantity');
    expect(seen.mock.calls).toEqual([
      [{ name: 'track:large_quantity', payload: { quantity: 250, productId: 42, variantId: 420 }, at: 5, seq: 1 }],
    ]);

    const onLargeQuantity = vi.fn();
    const own = renderHook(() => useControlled(1, { productId: 42, onLargeQuantity }), { wrapper });
    typeInto(own.result, '300');
    act(() => own.result.current.commit());
    expect(onLargeQuantity.mock.calls).toEqual([[300]]);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('does not report a rejected input above the hard limit', () => {
    const onLargeQuantity = vi.fn();
    const { result } = renderHook(() => useControlled(1, { onLargeQuantity }));
    typeInto(result, '100001');
    act(() => result.current.commit());
    expect(result.current.value).toBe(1);
    expect(onLargeQuantity).not.toHaveBeenCalled();
  });

  it('steps with ArrowUp and ArrowDown and keeps the caret from moving', () => {
    const { result } = renderHook(() => useControlled(4));
    expect(press(result, 'ArrowUp')).toHaveBeenCalled();
    press(result, 'ArrowUp');
    press(result, 'ArrowDown');
    expect(result.current.value).toBe(5);
    expect(press(result, 'a')).not.toHaveBeenCalled();
  });
});

function Stepper(props: UseQuantityStepperOptions) {
  const stepper = useQuantityStepper({
    label: 'Quantity',
    decrementLabel: 'Decrease',
    incrementLabel: 'Increase',
    ...props,
  });
  return (
    <div {...stepper.groupProps}>
      <button {...stepper.decrementButtonProps}>−</button>
      <input name="quantity" {...stepper.inputProps} />
      <button {...stepper.incrementButtonProps}>+</button>
    </div>
  );
}

describe('useQuantityStepper: rendered', () => {
  it('wires roles, names and aria values', () => {
    render(<Stepper defaultValue={3} max={9} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeTruthy();
    expect(input.getAttribute('aria-valuenow')).toBe('3');
    expect(input.getAttribute('aria-valuemin')).toBe('1');
    expect(input.getAttribute('aria-valuemax')).toBe('9');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('button', { name: 'Increase' }).getAttribute('aria-controls')).toBe(input.id);
    expect(screen.getByRole('button', { name: 'Decrease' }).getAttribute('aria-controls')).toBe(input.id);
  });

  it('uses the given input id', () => {
    render(<Stepper id="qty-42" />);
    expect(screen.getByRole('spinbutton').id).toBe('qty-42');
  });

  it('blocks paste and drop', () => {
    render(<Stepper defaultValue={4} />);
    const input = screen.getByRole('spinbutton');
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    fireEvent(input, paste);
    fireEvent(input, drop);
    expect(paste.defaultPrevented).toBe(true);
    expect(drop.defaultPrevented).toBe(true);
    expect((input as HTMLInputElement).value).toBe('4');
  });

  it('steps through the buttons, uncontrolled', () => {
    render(<Stepper defaultValue={4} />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('5');
  });
});

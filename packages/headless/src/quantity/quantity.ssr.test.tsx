// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import { useQuantityStepper } from './useQuantityStepper';

function Stepper({ value }: { value: number }) {
  const stepper = useQuantityStepper({ value, onChange: () => {}, max: 3, label: 'Quantity', productId: 7 });
  return (
    <div {...stepper.groupProps}>
      <button {...stepper.decrementButtonProps}>−</button>
      <input name="quantity" {...stepper.inputProps} />
      <button {...stepper.incrementButtonProps}>+</button>
    </div>
  );
}

describe('quantity hooks on the server', () => {
  it('runs in an environment without window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders the stepper with its value, aria values and bound states', () => {
    const html = renderToString(
      <StoreProvider client={createStoreClient()} initialCart={null}>
        <Stepper value={3} />
      </StoreProvider>,
    );
    expect(html).toContain('value="3"');
    expect(html).toContain('aria-valuenow="3"');
    expect(html).toContain('aria-valuemax="3"');
    expect(html).toContain('data-at-max="true"');
    expect(html).not.toContain('data-at-min');
    expect(html).toContain('name="quantity"');
  });

  it('renders without a provider too', () => {
    function Bare() {
      const { inputProps } = useQuantityStepper({ defaultValue: 2 });
      return <input {...inputProps} />;
    }
    expect(renderToString(<Bare />)).toContain('value="2"');
  });
});

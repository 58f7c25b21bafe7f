// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storeProviderFor } from '../test/store';
import { CartDrawer } from './CartDrawer/CartDrawer';
import { demoCart, harborCoat } from './fixtures/demo';
import { Price } from './Price/Price';
import { ProductCard } from './ProductCard/ProductCard';
import { QuantityStepper } from './QuantityStepper/QuantityStepper';

/** The storefront renders on the server: nothing may touch `window` or `document` while rendering. */
describe('server rendering', () => {
  it('renders price, stepper and card to HTML', () => {
    const html = renderToString(
      <>
        <Price amount={24500} compareAt={32000} currency="USD" style="centsub" />
        <QuantityStepper name="quantity" value={2} onChange={() => {}} />
        <ProductCard product={harborCoat} href="/products/harbor-wool-coat" priority />
      </>,
    );
    expect(html).toContain('<sup');
    expect(html).toContain('name="quantity"');
    expect(html).toContain('value="2"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('Harbor Wool Coat');
  });

  it('renders a closed cart drawer to nothing, without errors', () => {
    const Provider = storeProviderFor(demoCart());
    const html = renderToString(
      <Provider>
        <CartDrawer open={false} onOpenChange={() => {}} />
      </Provider>,
    );
    expect(html).toBe('');
  });
});

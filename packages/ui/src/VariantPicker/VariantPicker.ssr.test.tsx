// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { alderProduct } from '../fixtures/product';
import { VariantPicker } from './VariantPicker';

describe('VariantPicker without JavaScript', () => {
  it('renders checked radios and a <noscript> button that loads the page with the choice', () => {
    const html = renderToString(
      <VariantPicker
        options={alderProduct.options}
        variants={alderProduct.variants}
        name="option"
        form="buy"
        refreshAction="/products/alder-linen-shirt"
      />,
    );
    expect(html).toContain('type="radio" form="buy" name="option[Colour]" checked="" value="Sand"');
    const button = /<noscript>(<button[^>]*>)/.exec(html)?.[1] ?? '';
    expect(button).toContain('type="submit"');
    expect(button).toContain('form="buy"');
    expect(button).toContain('formMethod="get"');
    expect(button).toContain('formAction="/products/alder-linen-shirt"');
  });
});

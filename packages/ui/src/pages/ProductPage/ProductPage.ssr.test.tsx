// @vitest-environment node
import { createStoreClient, StoreProvider } from '@vitrine/headless';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { alderProductPage } from '../../fixtures/productPage';
import { preloadProductPage, ProductPage, type ProductPageProps } from './ProductPage';

beforeAll(() => preloadProductPage());

function serverPage(props: Partial<ProductPageProps> = {}) {
  const client = createStoreClient({ fetch: () => Promise.reject(new Error('no request during a server render')) });
  return renderToString(
    <StoreProvider client={client} initialCart={null}>
      <ProductPage
        {...alderProductPage}
        addToCart={(buy) => (
          <form id={buy.formId} method="post" action="/cart">
            <input type="hidden" name="variant_id" value={buy.variant?.ID ?? ''} />
            <button type="submit">Add to cart</button>
          </form>
        )}
        {...props}
      />
    </StoreProvider>,
  );
}

describe('ProductPage rendered by the server (a working page without JavaScript)', () => {
  it('draws every section, not a placeholder: reviews, comments with a form, FAQ, set, related, share links', () => {
    const html = serverPage();
    expect(html).toContain('<h1');
    expect(html).toContain('Alder Linen Shirt');
    expect(html).toContain('Softer after every wash');
    expect(html).toContain('Ask a question or leave a comment');
    expect(html).toContain('How do I find my size?');
    expect(html).toContain('data-testid="product-set"');
    expect(html).toContain('data-testid="guess-you-like"');
    expect(html).toContain(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fnorthwind.example%2Fproducts%2Falder-linen-shirt',
    );
    expect(html).not.toContain('data-skeleton');
  });

  it('posts the variant radios with the add-to-cart form, and offers a no-script button to show a choice', () => {
    const html = serverPage({ initialVariantId: alderProductPage.product.variants[3]!.ID });
    const formId = `product-form-${alderProductPage.product.ID}`;
    expect(html).toContain(`form="${formId}" name="option[Colour]"`);
    const refresh = /<noscript>(<button[^>]*>)/.exec(html)?.[1] ?? '';
    expect(refresh).toContain('formMethod="get"');
    expect(refresh).toContain('formAction="/products/alder-linen-shirt"');
    const variant = alderProductPage.product.variants[3]!;
    expect(html).toContain(`name="variant_id" value="${variant.ID}"`);
  });

  it('draws the wish list heart as a form to the wish list page, the size chart button and the gallery layout', () => {
    const html = serverPage({
      galleryLayout: 'stacked',
      shopper: { isSignedIn: true, csrfToken: 'tok', wishedProductIds: [101] },
    });
    expect(html).toMatch(/<form[^>]*action="\/wishlist"[^>]*method="post"/);
    expect(html).toContain('name="intent" value="remove"');
    expect(html).toContain('name="_csrf" value="tok"');
    expect(html).toContain('data-state="on"');
    expect(html).toContain('Size chart');
    expect(html).toContain('data-gallery="stacked"');
    expect(html).toContain('data-layout="stacked"');
  });

  it('streams every section in place, as the shop renders it (no boundary left for a script to reveal)', async () => {
    const client = createStoreClient({ fetch: () => Promise.reject(new Error('no request during a server render')) });
    const html = await new Promise<string>((resolve, reject) => {
      let out = '';
      const { pipe } = renderToPipeableStream(
        <StoreProvider client={client} initialCart={null}>
          <ProductPage {...alderProductPage} />
        </StoreProvider>,
        {
          // The shop's entry.server: React would otherwise move finished boundaries past 12.8 kB behind a script.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onShellReady() {
            const body = new PassThrough();
            body.on('data', (chunk: Buffer) => (out += chunk.toString()));
            body.on('end', () => resolve(out));
            pipe(body);
          },
          onShellError: reject,
        },
      );
    });
    expect(html).not.toContain('<!--$?-->');
    expect(html).toContain('Customer reviews');
  });
});

// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createStoreClient, CurrencyProvider, StoreProvider } from '@vitrine/headless';
import { describe, expect, it } from 'vitest';
import { storeProviderFor } from '../test/store';
import { BackToTop } from './BackToTop/BackToTop';
import { CurrencySelector } from './CurrencySelector/CurrencySelector';
import { demoIpInfo, demoNavigation, demoRates } from './fixtures/chrome';
import { Footer } from './Footer/Footer';
import { Header } from './Header/Header';
import { LanguageSelector } from './LanguageSelector/LanguageSelector';
import { PageShell } from './pages/PageShell';
import { SearchBox } from './SearchBox/SearchBox';
import { SubscribeForm } from './SubscribeForm/SubscribeForm';
import { CartDrawer } from './CartDrawer/CartDrawer';
import { demoCart, harborCoat } from './fixtures/demo';
import { Price } from './Price/Price';
import { ProductCard } from './ProductCard/ProductCard';
import { QuantityStepper } from './QuantityStepper/QuantityStepper';

/** Cards carry the kit's quick add, which adds through the store. */
const Store = storeProviderFor(null);

/** The storefront renders on the server: nothing may touch `window` or `document` while rendering. */
describe('server rendering', () => {
  it('renders price, stepper and card to HTML', () => {
    const html = renderToString(
      <>
        <Price amount={24500} compareAt={32000} currency="USD" style="centsub" />
        <QuantityStepper name="quantity" value={2} onChange={() => {}} />
        <Store>
          <ProductCard product={harborCoat} href="/products/harbor-wool-coat" priority />
        </Store>
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

  it('renders the site shell as working forms: header, search, selectors, footer and subscribe form', () => {
    const client = createStoreClient({ baseUrl: 'http://shop.test/api/store', locale: 'de-DE' });
    const html = renderToString(
      <StoreProvider client={client} initialCart={demoCart()} refreshCartOnHistoryNavigation={false}>
        <CurrencyProvider initialRates={demoRates} initialIpInfo={demoIpInfo} checkoutCurrency="USD" storage={null}>
          <PageShell
            header={
              <Header
                layout="centered"
                storeName="Northwind"
                navigation={demoNavigation}
                search={<SearchBox defaultValue="linen" />}
                currencySelector={<CurrencySelector redirectTo="/cart" />}
                languageSelector={<LanguageSelector redirectTo="/cart" />}
              />
            }
            footer={<Footer storeName="Northwind" year={2026} subscribe={<SubscribeForm redirectTo="/cart" />} />}
            after={<BackToTop />}
          >
            <h1>Cart</h1>
          </PageShell>
        </CurrencyProvider>
      </StoreProvider>,
    );
    const form = (action: string) =>
      [...html.matchAll(/<form[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`action="${action}"`)) ?? '';
    expect(html).toContain('data-layout="centered"');
    expect(form('/search')).toContain('method="get"');
    expect(html).toContain('value="linen"');
    // The currency list is complete in the first HTML (the provider's rates): a form without JavaScript.
    expect(form('/currency')).toContain('method="post"');
    const entry = (value: string) =>
      [...html.matchAll(/<button[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`value="${value}"`)) ?? '';
    expect(entry('EUR')).toContain('name="currency"');
    expect(entry('EUR')).toContain('type="submit"');
    expect(html).not.toContain('value="MXN"');
    expect(form('/locale')).toContain('method="post"');
    expect(html).toContain('Deutsch');
    expect(form('/subscribe')).toContain('method="post"');
    expect(html.toLowerCase()).toContain('popovertarget=');
    // The back-to-top control waits for the page: hidden in the server's HTML.
    expect([...html.matchAll(/<button[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes('back-to-top'))).toContain(
      'hidden=""',
    );
  });
});

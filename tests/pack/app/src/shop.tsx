import {
  CurrencyProvider,
  StoreProvider,
  useCartSummary,
  usePrice,
  type Cart,
  type ProductSummary,
  type StoreClient,
} from '@vitrine/headless';
import { ProductCard } from '@vitrine/ui';
import { theme } from '@vitrine/theme-vogue';

/** What the page shows, read from the store API. */
export interface ShopData {
  products: ProductSummary[];
  cart: Cart;
}

/** The page's data, fetched through the store client (the same calls a route loader makes). */
export async function loadShop(client: StoreClient): Promise<ShopData> {
  const [list, cart] = await Promise.all([client.listProducts({ page_size: 4 }), client.getCart()]);
  return { products: list.products, cart };
}

function CartLink() {
  const { count, total, currency } = useCartSummary();
  const price = usePrice({ price: total, currency: currency ?? 'USD' });
  return (
    <a href="/cart" data-testid="cart-link">
      Cart ({count}): {price.text}
    </a>
  );
}

/** A product grid in the Vogue theme, on the headless provider. */
export function Shop({ client, data }: { client: StoreClient; data: ShopData }) {
  return (
    <div className={theme.themeClass} data-theme={theme.name}>
      <StoreProvider client={client} initialCart={data.cart}>
        <CurrencyProvider defaultCurrency="DEFAULT" checkoutCurrency="USD" currencyStyle={theme.settings.currencyStyle}>
          <header>
            <CartLink />
          </header>
          <main>
            {data.products.map((product) => (
              <ProductCard
                key={product.ID}
                product={product}
                href={`/products/${product.handle}`}
                layout={theme.settings.layout.productCard}
                priority
              />
            ))}
          </main>
        </CurrencyProvider>
      </StoreProvider>
    </div>
  );
}

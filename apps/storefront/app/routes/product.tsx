import { useState } from 'react';
import { data, Form, Link, useNavigation, useSearchParams } from 'react-router';
import { StoreApiError, useCart, useStoredQuantity } from '@vitrine/headless';
import { activeTheme } from '../lib/theme';
import { Button, Price, QuantityStepper, imageSrcSet } from '@vitrine/ui';
import { addToCartFromForm } from '../lib/add-to-cart.server';
import { findVariant, initialVariant, isOptionValueAvailable, optionsOf, type SelectedOptions } from '../lib/variants';
import { useCartUi } from '../components/CartUi';
import * as styles from '../styles/product.css';
import { productMeta } from '../lib/seo/pages';
import { productRating } from '../lib/seo/rating.server';
import type { Route } from './+types/product';
import { useT } from '../i18n/I18nProvider';

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await context.commerce.catalog.getProduct(params.handle);
  if (!product) throw data(null, { status: 404, statusText: 'Not Found' });
  // The review summary feeds the JSON-LD aggregate rating.
  return { product, rating: await productRating(context.commerce, product.ID) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return addToCartFromForm(request, context, params.handle);
}

export function meta(args: Route.MetaArgs) {
  return productMeta(args.loaderData, args);
}

/** Width of the main image column, for the browser to pick a source before layout. */
const GALLERY_SIZES = '(min-width: 768px) 55vw, 100vw';

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const first = initialVariant(product, searchParams.get('variant'));
  const [selected, setSelected] = useState<SelectedOptions>(() => (first ? optionsOf(first) : {}));
  // Kept in session storage under `inputnum`, so a reload or a trip to the cart and back keeps it (spec 3).
  const { quantity, setQuantity } = useStoredQuantity(product.ID);
  const [clientError, setClientError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const cart = useCart();
  const { showCart } = useCartUi();
  const navigation = useNavigation();
  const { t } = useT();

  const variant = findVariant(product, selected);
  const soldOut = !variant || variant.available === 0;
  const image = variant?.image ?? product.images[0] ?? null;
  const gallery = image ? [image, ...product.images.filter((i) => i.url !== image.url)] : product.images;
  const serverError = actionData && 'error' in actionData ? actionData.error.message : null;
  const error = clientError ?? serverError;

  function choose(name: string, value: string) {
    const next = { ...selected, [name]: value };
    setSelected(next);
    setClientError(null);
    const match = findVariant(product, next);
    if (match) {
      setSearchParams({ variant: String(match.ID) }, { replace: true, preventScrollReset: true });
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // With JavaScript the add goes through the cart hook, then the cart opens the theme's way.
    event.preventDefault();
    if (!variant) {
      setClientError(t('validation.selectVariant'));
      return;
    }
    setAdding(true);
    setClientError(null);
    try {
      await cart.add({ variant_id: variant.ID, quantity });
      showCart();
    } catch (e) {
      setClientError(e instanceof StoreApiError ? e.message : t('product.addFailed'));
    } finally {
      setAdding(false);
    }
  }

  return (
    <div className={styles.page}>
      <nav aria-label={t('ui.Breadcrumb.navLabel')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/">{t('common.home')}</Link>
          </li>
          {product.collections[0] ? (
            <li>
              <Link to={`/collections/${product.collections[0].handle}`}>{product.collections[0].title}</Link>
            </li>
          ) : null}
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <section className={styles.gallery} aria-label={t('product.images')}>
          {gallery.map((img, index) => (
            <img
              key={img.url}
              className={index === 0 ? styles.mainImage : styles.thumbImage}
              src={`${img.url}?w=800`}
              srcSet={imageSrcSet(img.url)}
              sizes={index === 0 ? GALLERY_SIZES : '(min-width: 768px) 27vw, 50vw'}
              width={img.width}
              height={img.height}
              alt={img.alt}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
            />
          ))}
        </section>
        <section className={styles.details} aria-labelledby="product-title">
          <p className={styles.vendor}>{product.vendor}</p>
          <h1 id="product-title" className={styles.title}>
            {product.title}
          </h1>
          <div className={styles.price} data-testid="product-price">
            <Price
              style={activeTheme.settings.currencyStyle}
              amount={variant?.price ?? product.price}
              compareAt={variant?.compare_at_price ?? undefined}
              currency={product.currency}
              size="lg"
            />
          </div>
          <Form method="post" className={styles.form} onSubmit={onSubmit} data-testid="add-to-cart-form">
            {product.options.map((option) => (
              <fieldset key={option.name} className={styles.option}>
                <legend className={styles.optionLegend}>
                  {option.name}: <span className={styles.optionValue}>{selected[option.name]}</span>
                </legend>
                <div className={styles.optionValues}>
                  {option.values.map(({ value, swatch }) => {
                    const available = isOptionValueAvailable(product, selected, option.name, value);
                    const id = `option-${option.name}-${value}`.replace(/\s+/g, '-');
                    return (
                      <span key={value} className={styles.optionItem}>
                        <input
                          className={styles.optionInput}
                          type="radio"
                          id={id}
                          name={`option.${option.name}`}
                          value={value}
                          checked={selected[option.name] === value}
                          onChange={() => choose(option.name, value)}
                        />
                        <label
                          htmlFor={id}
                          className={swatch ? styles.swatchLabel : styles.optionLabel}
                          data-available={available}
                          style={swatch ? { ['--swatch' as string]: swatch } : undefined}
                          title={available ? value : `${value} ${t('product.soldOutMark')}`}
                        >
                          {swatch ? <span className={styles.srOnly}>{value}</span> : value}
                          {!available ? <span className={styles.srOnly}> {t('product.soldOutMark')}</span> : null}
                        </label>
                      </span>
                    );
                  })}
                </div>
              </fieldset>
            ))}
            <div className={styles.buyRow}>
              <QuantityStepper
                name="quantity"
                label={t('common.quantity')}
                value={quantity}
                min={1}
                max={Math.max(1, variant?.available ?? 1)}
                onChange={setQuantity}
              />
              <Button
                type="submit"
                name="intent"
                value="add"
                disabled={soldOut || adding || navigation.state === 'submitting'}
                data-testid="add-to-cart"
                className={styles.addButton}
              >
                {soldOut ? t('common.soldOut') : adding ? t('common.adding') : t('common.addToCart')}
              </Button>
            </div>
            {variant && variant.available > 0 && variant.available <= 5 ? (
              <p className={styles.stockNote} data-testid="low-stock">
                {t('product.onlyLeft', { count: variant.available })}
              </p>
            ) : null}
            <p role="alert" className={styles.error} data-testid="add-to-cart-error">
              {error}
            </p>
          </Form>
          <div
            className={styles.description}
            dir="auto"
            dangerouslySetInnerHTML={{ __html: product.description_html }}
          />
        </section>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/RouteErrorBoundary';

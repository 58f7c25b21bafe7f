import type { AddToCartInput, CurrencyStyle, Product, Variant } from '@vitrine/headless';
import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { imageSrcSet, imageUrl } from '../image/image';
import { Price } from '../Price/Price';
import { defaultSelection, findVariant } from '../VariantPicker/variants';
import { VariantPicker } from '../VariantPicker/VariantPicker';
import { DEFAULT_GROUPED_PRODUCT_LABELS, type GroupedProductLabels } from './labels';
import * as styles from './GroupedProduct.css';
import { useLabels } from '../kit/labels';

/** Name of the line property that links grouped lines (spec 3); the cart counts them as one set. */
export const GROUP_ID_PROPERTY = 'groupId';

/** Props of {@link GroupedProduct}. */
export interface GroupedProductProps {
  product: Product;
  /** The product sold together with it. */
  companion: Product;
  /** Shared by both lines; make a new one per add (e.g. `crypto.randomUUID()`), at most 64 characters. */
  groupId: string;
  /** Both lines, each with the `groupId` property: pass them to `useCart().addBatch({ items: lines })`. */
  onAdd: (lines: [AddToCartInput, AddToCartInput], groupId: string) => void;
  /** `pending` while the add is in flight. */
  status?: 'idle' | 'pending';
  /** Last add error, e.g. "Only 2 left". */
  error?: string | null;
  locale?: string;
  currencyStyle?: CurrencyStyle;
  labels?: Partial<GroupedProductLabels>;
  className?: string;
}

/**
 * A product and its companion sold as a set: the shopper picks a variant of
 * each, sees the set total, and one button adds both. The two lines share a
 * `groupId` line property, so the cart counts the pair as one item (spec 4).
 * Presentational: `onAdd` gets both lines and the group id and the page calls
 * the batch add (all or none).
 *
 * Renders `data-status` and `data-ready` (both variants chosen and in stock) on the root.
 *
 * @example
 * <GroupedProduct product={shirt} companion={trousers} groupId={groupId}
 *   onAdd={(lines) => cart.addBatch({ items: lines })} status={cart.isUpdating ? 'pending' : 'idle'} />
 */
export function GroupedProduct({
  product,
  companion,
  groupId,
  onAdd,
  status = 'idle',
  error = null,
  locale,
  currencyStyle = 'default',
  labels,
  className,
}: GroupedProductProps) {
  const text = useLabels('GroupedProduct', DEFAULT_GROUPED_PRODUCT_LABELS, labels);
  const titleId = useId();
  const [choices, setChoices] = useState(() =>
    [product, companion].map((p) => defaultSelection(p.options, p.variants)),
  );
  const variants = [findVariant(product.variants, choices[0]!), findVariant(companion.variants, choices[1]!)] as const;
  const [first, second] = variants;
  const isChosen = first !== null && second !== null;
  const isInStock = isChosen && first.available > 0 && second.available > 0;
  const isPending = status === 'pending';
  const hint = !isChosen ? text.chooseVariants : !isInStock ? text.soldOut : (error ?? '');

  const add = () => {
    if (!first || !second || !isInStock || isPending) return;
    const line = (variant: Variant): AddToCartInput => ({
      variant_id: variant.ID,
      quantity: 1,
      properties: [{ name: GROUP_ID_PROPERTY, value: groupId }],
    });
    onAdd([line(first), line(second)], groupId);
  };

  return (
    <section
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-labelledby={titleId}
      data-status={status}
      data-ready={isInStock ? '' : undefined}
    >
      <h2 id={titleId} className={styles.title}>
        {text.title}
      </h2>
      <div className={styles.items}>
        {[product, companion].map((item, i) => {
          const variant = variants[i];
          const image = variant?.image ?? item.image;
          return (
            <article key={item.ID} className={styles.item} aria-label={item.title}>
              {image ? (
                <img
                  className={styles.image}
                  src={imageUrl(image.url, 200)}
                  srcSet={imageSrcSet(image.url, [100, 200, 300])}
                  sizes="100px"
                  width={image.width}
                  height={image.height}
                  alt={image.alt}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={styles.image} />
              )}
              <div className={styles.details}>
                <h3 className={styles.itemTitle}>{item.title}</h3>
                <Price
                  amount={variant?.price ?? item.price}
                  compareAt={variant?.compare_at_price ?? item.compare_at_price}
                  currency={item.currency}
                  locale={locale}
                  style={currencyStyle}
                  size="sm"
                />
                <VariantPicker
                  options={item.options}
                  variants={item.variants}
                  name={`set-${item.ID}`}
                  value={choices[i]}
                  soldOut="selectable"
                  onValueChange={(value) => setChoices((current) => current.map((c, j) => (j === i ? value : c)))}
                />
              </div>
            </article>
          );
        })}
      </div>
      <footer className={styles.footer}>
        <p className={styles.total}>
          <span>{text.total}</span>
          <Price
            amount={(first?.price ?? product.price) + (second?.price ?? companion.price)}
            currency={product.currency}
            locale={locale}
            style={currencyStyle}
          />
        </p>
        <Button
          variant="primary"
          size="lg"
          aria-disabled={!isInStock || isPending || undefined}
          data-pending={isPending ? '' : undefined}
          onClick={add}
        >
          {isPending ? text.adding : text.add}
        </Button>
        <p role="status" className={styles.message}>
          {hint}
        </p>
      </footer>
    </section>
  );
}

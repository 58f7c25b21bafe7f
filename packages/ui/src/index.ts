/**
 * `@vitrine/ui`: presentational, controlled components styled only through
 * the theme contract (`@vitrine/ui/theme`). They take data and callbacks and
 * never fetch; behaviour and formatting come from `@vitrine/headless`.
 */
export { Button } from './Button/Button';
export type { ButtonProps } from './Button/Button';
export { button, focusRing } from './Button/Button.css';
export type { ButtonVariants } from './Button/Button.css';
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export { Link, LinkProvider } from './Link/Link';
export type { LinkProps } from './Link/Link';
export { Price } from './Price/Price';
export type { PriceLabels, PriceProps } from './Price/Price';
export { QuantityStepper } from './QuantityStepper/QuantityStepper';
export type { QuantityStepperProps } from './QuantityStepper/QuantityStepper';
export {
  clampQuantity,
  LARGE_QUANTITY_THRESHOLD,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_STEP,
  resolveTypedQuantity,
  stepQuantity,
  stripNonDigits,
} from './QuantityStepper/quantity';
export { PRODUCT_CARD_SIZES, ProductCard } from './ProductCard/ProductCard';
export type { ProductCardLabels, ProductCardProps } from './ProductCard/ProductCard';
export { IMAGE_WIDTHS, imageSrcSet, imageUrl } from './image/image';
export { CartDrawer } from './CartDrawer/CartDrawer';
export type { CartDrawerProps, CartDrawerStatus } from './CartDrawer/CartDrawer';
export { DEFAULT_CART_DRAWER_LABELS } from './CartDrawer/labels';
export type { CartDrawerLabels } from './CartDrawer/labels';

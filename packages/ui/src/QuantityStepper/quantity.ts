/**
 * The quantity rules live in `@vitrine/headless` (with `useQuantityStepper`);
 * they are re-exported here so `@vitrine/ui` keeps offering the same names.
 */
export {
  clampQuantity,
  LARGE_QUANTITY_THRESHOLD,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_STEP,
  resolveTypedQuantity,
  stepQuantity,
  stripNonDigits,
} from '@vitrine/headless';

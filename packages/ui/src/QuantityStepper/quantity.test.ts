import * as headless from '@vitrine/headless';
import { describe, expect, it } from 'vitest';
import * as ui from './quantity';

// The rules themselves are tested in @vitrine/headless (src/quantity); this only
// guards that the names @vitrine/ui has always exported are still those rules.
describe('quantity re-exports', () => {
  it('are the headless rules', () => {
    expect(ui.clampQuantity).toBe(headless.clampQuantity);
    expect(ui.resolveTypedQuantity).toBe(headless.resolveTypedQuantity);
    expect(ui.stepQuantity).toBe(headless.stepQuantity);
    expect(ui.stripNonDigits).toBe(headless.stripNonDigits);
    expect([ui.QUANTITY_MIN, ui.QUANTITY_MAX, ui.QUANTITY_STEP, ui.LARGE_QUANTITY_THRESHOLD]).toEqual([
      1, 100000, 1, 100,
    ]);
  });
});

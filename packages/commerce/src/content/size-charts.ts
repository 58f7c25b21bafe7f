import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import { z } from 'zod';

export interface SizeChartRow {
  size: string;
  /** Body measurements keyed by column, in centimetres and inches (one decimal). */
  measurements: Record<string, { cm: number; in: number }>;
}

export interface SizeChart {
  product_id: number;
  title: string;
  columns: { key: string; label: string }[];
  rows: SizeChartRow[];
  note: string;
}

const SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;

/** Centimetres per size, XS to XL, for each kind of garment. */
const CHARTS = {
  tops: {
    title: 'Tops and knitwear',
    columns: [
      { key: 'chest', label: 'Chest' },
      { key: 'waist', label: 'Waist' },
      { key: 'length', label: 'Length' },
    ],
    cm: { chest: [86, 92, 98, 104, 112], waist: [74, 80, 86, 92, 100], length: [66, 69, 72, 75, 78] },
  },
  bottoms: {
    title: 'Trousers, denim and shorts',
    columns: [
      { key: 'waist', label: 'Waist' },
      { key: 'hip', label: 'Hip' },
      { key: 'inseam', label: 'Inside leg' },
    ],
    cm: { waist: [72, 78, 84, 90, 98], hip: [90, 96, 102, 108, 116], inseam: [78, 80, 82, 84, 86] },
  },
} as const;

/** Which chart a product type uses; product types not listed have no chart. */
const CHART_BY_TYPE: Record<string, keyof typeof CHARTS> = {
  Shirts: 'tops',
  'T-shirts': 'tops',
  Knitwear: 'tops',
  Trousers: 'bottoms',
  Denim: 'bottoms',
  Shorts: 'bottoms',
};

const productIdSchema = z.coerce
  .number({ error: 'Not a valid product' })
  .int('Not a valid product')
  .positive('Not a valid product')
  .max(2_147_483_647, 'Not a valid product');

const inches = (cm: number) => Math.round((cm / 2.54) * 10) / 10;

/**
 * GET /size-chart/products/{productId}/chart: the apparel chart for the
 * product's type. 404 SIZE_CHART_NOT_FOUND for products without one.
 */
export async function sizeChartFor(db: Db, productId: unknown): Promise<SizeChart> {
  const id = parseInput(productIdSchema, productId);
  const [product] = await db.query<{ product_type: string }>('SELECT product_type FROM products WHERE id = $1', [id]);
  const kind = product ? CHART_BY_TYPE[product.product_type] : undefined;
  if (!kind) {
    throw new CommerceError({
      status: 404,
      code: 'SIZE_CHART_NOT_FOUND',
      message: 'This product has no size chart',
      field: 'productId',
    });
  }
  const chart = CHARTS[kind];
  const values: Record<string, readonly number[]> = chart.cm;
  return {
    product_id: id,
    title: chart.title,
    columns: chart.columns.map((c) => ({ ...c })),
    rows: SIZES.map((size, i) => ({
      size,
      measurements: Object.fromEntries(
        chart.columns.map(({ key }) => {
          const cm = values[key]?.[i] ?? 0;
          return [key, { cm, in: inches(cm) }];
        }),
      ),
    })),
    note: 'Body measurements. Between two sizes? Take the larger one for knitwear and the smaller one for denim.',
  };
}

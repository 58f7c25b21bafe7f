import type { z } from 'zod';
import type { Db } from '../db/db.types';
import { DEFAULT_STORE_CURRENCY } from '../config';
import { parseInput } from '../errors';
import { customButtons, productCards, productPalettes } from './cards';
import { discountStyle, productDiscounts } from './discounts';
import { relationships, styleCombinations } from './looks';
import {
  lastSalesQuerySchema,
  productIdsQuerySchema,
  styleCombinationsQuerySchema,
  visitorsQuerySchema,
  type buttonsSchema,
  type discountStyleSchema,
  type incentivesSchema,
  type lastSalesSchema,
  type popupsSchema,
  type productCardsSchema,
  type productDiscountsSchema,
  type productPalettesSchema,
  type relationshipsSchema,
  type styleCombinationsSchema,
  type visitorsSchema,
} from '@vitrine/headless/contract';
import { incentives, lastSales, popups, visitorsCounter } from './social';

/** Each method takes the request's query (a plain object of strings) and answers 422 when it is invalid. */
type Query = Record<string, unknown>;

/** Data of the storefront plug-ins (spec 3 and 7): product cards, palettes, buttons, looks, discounts, social proof. */
export interface PluginService {
  productCards(query: Query): Promise<z.infer<typeof productCardsSchema>>;
  productPalettes(query: Query): Promise<z.infer<typeof productPalettesSchema>>;
  buttons(query: Query): Promise<z.infer<typeof buttonsSchema>>;
  styleCombinations(query: Query): Promise<z.infer<typeof styleCombinationsSchema>>;
  relationships(query: Query): Promise<z.infer<typeof relationshipsSchema>>;
  productDiscounts(query: Query): Promise<z.infer<typeof productDiscountsSchema>>;
  discountStyle(): Promise<z.infer<typeof discountStyleSchema>>;
  lastSales(query: Query): Promise<z.infer<typeof lastSalesSchema>>;
  visitors(query: Query): Promise<z.infer<typeof visitorsSchema>>;
  popups(): Promise<z.infer<typeof popupsSchema>>;
  incentives(): Promise<z.infer<typeof incentivesSchema>>;
}

/**
 * The plug-in data over a database; `clock` lets tests fix "now".
 *
 * @example
 * const { product_cards } = await createPlugins(db).productCards({ product_ids: '1,2,3' });
 */
export function createPlugins(
  db: Db,
  clock: () => Date = () => new Date(),
  { currency = DEFAULT_STORE_CURRENCY }: { currency?: string } = {},
): PluginService {
  const ids = (query: Query) => parseInput(productIdsQuerySchema, query).product_ids;
  return {
    productCards: async (query) => productCards(db, ids(query), clock(), currency),
    productPalettes: async (query) => productPalettes(db, ids(query)),
    buttons: async (query) => customButtons(db, ids(query)),
    styleCombinations: async (query) => {
      const parsed = parseInput(styleCombinationsQuerySchema, query);
      return styleCombinations(
        db,
        parsed['filter[product_ids]'],
        parsed.combination_position,
        parsed.category_id,
        currency,
      );
    },
    relationships: async (query) => relationships(db, ids(query)),
    productDiscounts: async (query) => productDiscounts(db, ids(query), clock()),
    discountStyle: async () => discountStyle(db),
    lastSales: async (query) => lastSales(db, parseInput(lastSalesQuerySchema, query).limit, clock()),
    visitors: async (query) => visitorsCounter(db, parseInput(visitorsQuerySchema, query).product_id, clock()),
    popups: async () => popups(db),
    incentives: async () => incentives(db, currency),
  };
}

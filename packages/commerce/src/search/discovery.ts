import type { Db } from '../db/db.types';
import { createPlugins, type PluginService } from '../plugins/plugins';
import { createSearch, type SearchService } from './search';

/** How shoppers find products: search, suggestions, categories, and the plug-ins' product data. */
export interface Discovery {
  search: SearchService;
  plugins: PluginService;
}

/** Search and plug-in data over one database; prices are in `currency`, the store's. */
export function createDiscovery(db: Db, options: { currency?: string } = {}): Discovery {
  return { search: createSearch(db, options), plugins: createPlugins(db, undefined, options) };
}

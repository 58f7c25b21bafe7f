import type { Db } from '../db/db.types';
import { createPlugins, type PluginService } from '../plugins/plugins';
import { createSearch, type SearchService } from './search';

/** How shoppers find products: search, suggestions, categories, and the plug-ins' product data. */
export interface Discovery {
  search: SearchService;
  plugins: PluginService;
}

/** Search and plug-in data over one database. */
export function createDiscovery(db: Db): Discovery {
  return { search: createSearch(db), plugins: createPlugins(db) };
}

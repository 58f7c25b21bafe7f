import { createStoreClient } from '@vitrine/headless';
import { renderToString } from 'react-dom/server';
import { loadShop, Shop } from './shop.js';

/** The page's HTML, with its data read from the store API at `baseUrl`. */
export async function render(baseUrl: string): Promise<string> {
  const client = createStoreClient({ baseUrl, locale: 'en-US' });
  const data = await loadShop(client);
  return renderToString(<Shop client={client} data={data} />);
}

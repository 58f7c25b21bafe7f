import '@vitrine/ui/styles.css';
import '@vitrine/theme-vogue/styles.css';
import { createStoreClient } from '@vitrine/headless';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadShop, Shop } from './shop.js';

const client = createStoreClient();
const root = document.getElementById('root');
if (root) {
  void loadShop(client).then((data) => {
    const page = <Shop client={client} data={data} />;
    // Server-rendered HTML is hydrated; an empty page (the static build alone) is rendered.
    if (root.hasChildNodes()) hydrateRoot(root, page);
    else createRoot(root).render(page);
  });
}

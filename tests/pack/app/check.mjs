// Renders the built app's page under Node, its data served by a mocked store API (MSW), and prints
// what the page showed as JSON. Runs in the app's folder, so every import resolves from the app's
// own node_modules: the installed packages, not the repository's sources.
import { readFile } from 'node:fs/promises';
import { cartSchema, productListSchema } from '@vitrine/headless/contract';
import { theme } from '@vitrine/theme-vogue';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

const BASE_URL = 'http://shop.test/api/store';
const fixture = JSON.parse(await readFile(new URL('./fixture.json', import.meta.url), 'utf8'));
// The answers as the store API gives them: checked against the published contract's schemas.
const productList = productListSchema.parse({ products: [fixture.product], page: 1, page_size: 4, total: 1 });
const cart = cartSchema.parse(fixture.cart);

const requests = [];
const server = setupServer(
  http.get(`${BASE_URL}/products`, ({ request }) => {
    requests.push({ url: request.url, locale: request.headers.get('accept-language') });
    return HttpResponse.json(productList);
  }),
  http.get(`${BASE_URL}/cart`, ({ request }) => {
    requests.push({ url: request.url, locale: request.headers.get('accept-language') });
    return HttpResponse.json(cart);
  }),
);
server.listen({ onUnhandledRequest: 'error' });
try {
  const { render } = await import('./dist-server/entry-server.js');
  const html = await render(BASE_URL);
  process.stdout.write(
    JSON.stringify({ html, requests, theme: { name: theme.name, themeClass: theme.themeClass, tokens: theme.tokens } }),
  );
} finally {
  server.close();
}

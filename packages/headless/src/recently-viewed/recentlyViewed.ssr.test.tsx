// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_GLOBALS, unwatchBrowserGlobals, watchBrowserGlobals } from '../test/browserGlobals';
import { useRecentlyViewed } from './useRecentlyViewed';

const touched: string[] = [];
beforeAll(() => watchBrowserGlobals(BROWSER_GLOBALS, touched));
afterAll(() => unwatchBrowserGlobals());

function Record() {
  const { products, isLoaded } = useRecentlyViewed({ limit: 4 });
  return <p data-loaded={isLoaded}>{products.length} viewed</p>;
}

describe('useRecentlyViewed on the server', () => {
  it('renders an empty record (the browser reads it after hydration) and touches no browser global', () => {
    expect(renderToString(<Record />)).toBe('<p data-loaded="false">0<!-- --> viewed</p>');
    expect(touched).toEqual([]);
  });
});

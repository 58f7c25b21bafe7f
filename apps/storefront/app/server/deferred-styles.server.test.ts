import { describe, expect, it } from 'vitest';
import { deferredStylesheetsFrom } from './deferred-styles.server';

const manifest = {
  'app/product/product.tsx?__react-router-build-client-route': {
    file: 'assets/product.js',
    css: ['assets/product.css'],
    imports: ['_Price.js'],
    dynamicImports: ['ui/LastSales.tsx', 'ui/Extras.tsx'],
  },
  '_Price.js': { file: 'assets/Price.js', css: ['assets/Price.css'] },
  'ui/LastSales.tsx': { file: 'assets/LastSales.js', imports: ['_LastSales.css.js', '_Price.js'] },
  '_LastSales.css.js': { file: 'assets/LastSales.css.js', css: ['assets/LastSales.css'] },
  'ui/Extras.tsx': { file: 'assets/Extras.js', css: ['assets/Extras.css'], imports: ['_LastSales.css.js'] },
};

describe('deferredStylesheetsFrom', () => {
  it('lists the CSS of the route’s on-demand chunks and their imports, once, minus what the route links', () => {
    expect(deferredStylesheetsFrom(manifest, 'app/product/product.tsx')).toEqual([
      '/assets/LastSales.css',
      '/assets/Extras.css',
    ]);
  });

  it('is empty for a route the manifest does not know', () => {
    expect(deferredStylesheetsFrom(manifest, 'app/browse/search.tsx')).toEqual([]);
  });
});

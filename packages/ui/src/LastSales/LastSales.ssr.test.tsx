// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '../fixtures/demo';
import { demoLastSales } from '../fixtures/feedback';
import { GuessYouLike } from '../GuessYouLike/GuessYouLike';
import { storeProviderFor } from '../../test/store';
import { LastSales } from './LastSales';

/** The row's cards carry the kit's quick add, which adds through the store. */
const Store = storeProviderFor(null);

describe('server rendering', () => {
  it('renders the ticker without reading the clock, so hydration matches', () => {
    const html = renderToString(
      <LastSales
        sales={demoLastSales}
        now={() => {
          throw new Error('clock read on the server');
        }}
      />,
    );
    expect(html).toContain('Someone in Lyon bought');
    expect(html).not.toContain('minutes ago');
  });

  it('renders the recommendations row without touching the DOM', () => {
    expect(
      renderToString(
        <Store>
          <GuessYouLike products={demoProducts} />
        </Store>,
      ),
    ).toContain('You may also like');
  });
});

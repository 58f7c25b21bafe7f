// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '../fixtures/demo';
import { demoLastSales } from '../fixtures/feedback';
import { GuessYouLike } from '../GuessYouLike/GuessYouLike';
import { LastSales } from './LastSales';

describe('server rendering', () => {
  it('renders the ticker without reading the clock, so hydration matches', () => {
    const html = renderToString(<LastSales sales={demoLastSales} now={() => { throw new Error('clock read on the server'); }} />);
    expect(html).toContain('Someone in Lyon bought');
    expect(html).not.toContain('minutes ago');
  });

  it('renders the recommendations row without touching the DOM', () => {
    expect(renderToString(<GuessYouLike products={demoProducts} />)).toContain('You may also like');
  });
});

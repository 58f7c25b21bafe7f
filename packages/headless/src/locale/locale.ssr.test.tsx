// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import { resolveLocale } from './locale.server';
import { useLocale } from './useLocale';

function Html() {
  const { locale, dir, options } = useLocale();
  return (
    <div lang={locale} dir={dir}>
      {options.length}
    </div>
  );
}

describe('useLocale on the server', () => {
  it('renders the locale resolved from the request, right to left for Hebrew, without document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const locale = resolveLocale('he-IL', 'en-US,en;q=0.9');
    const html = renderToString(
      <StoreProvider client={createStoreClient({ locale })} initialCart={null}>
        <Html />
      </StoreProvider>,
    );
    expect(html).toBe('<div lang="he-IL" dir="rtl">16</div>');
  });

  it('renders en-US without a cookie or header', () => {
    const html = renderToString(
      <StoreProvider client={createStoreClient({ locale: resolveLocale(null, null) })} initialCart={null}>
        <Html />
      </StoreProvider>,
    );
    expect(html).toBe('<div lang="en-US" dir="ltr">16</div>');
  });
});

// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import { useVisitorId } from './useVisitorId';

function VisitorField() {
  const { visitorId, isReady } = useVisitorId();
  return <input type="hidden" value={visitorId ?? ''} data-ready={isReady} readOnly />;
}

describe('useVisitorId on the server', () => {
  it('renders null without window, localStorage or navigator signals', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
    const html = renderToString(
      <StoreProvider client={createStoreClient()} initialCart={null}>
        <VisitorField />
      </StoreProvider>,
    );
    expect(html).toContain('value=""');
    expect(html).toContain('data-ready="false"');
  });
});

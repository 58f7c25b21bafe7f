// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import { useStoreId } from './useStoreId';

describe('useStoreId on the server', () => {
  it('renders waiting, never calls the getter and reports nothing', () => {
    expect(typeof window).toBe('undefined');
    const getStoreId = vi.fn(() => null);
    const reportError = vi.fn();
    function Widget() {
      const { status, storeId } = useStoreId(getStoreId);
      return <div data-state={status}>{storeId ?? '-'}</div>;
    }
    const html = renderToString(
      <StoreProvider client={createStoreClient()} initialCart={null} reportError={reportError}>
        <Widget />
      </StoreProvider>,
    );
    expect(html).toBe('<div data-state="waiting">-</div>');
    expect(getStoreId).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });
});

// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import { usePaymentScripts } from './usePaymentScripts';

describe('usePaymentScripts on the server', () => {
  it('renders not-yet-checked and never asks for scripts', () => {
    expect(typeof window).toBe('undefined');
    const getScripts = vi.fn(() => []);
    function PayPal() {
      const { isChecking, isSettled, failedSources } = usePaymentScripts({ getScripts });
      return (
        <div data-checking={isChecking} data-settled={isSettled}>
          {failedSources.length}
        </div>
      );
    }
    const html = renderToString(
      <StoreProvider client={createStoreClient()} initialCart={null}>
        <PayPal />
      </StoreProvider>,
    );
    expect(html).toBe('<div data-checking="false" data-settled="false">0</div>');
    expect(getScripts).not.toHaveBeenCalled();
  });
});

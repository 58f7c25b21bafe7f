// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import type { PaymentIcon } from './paymentIcons.types';
import { usePaymentIcons } from './usePaymentIcons';

const icons: PaymentIcon[] = Array.from({ length: 7 }, (_, i) => ({
  status: 'credit_card',
  icon: { url: `/icons/${i}.svg` },
}));

function Row() {
  const { ref, visibleIcons, hiddenCount } = usePaymentIcons({ icons, position: 'payment' });
  return (
    <ul ref={ref}>
      {visibleIcons.map((icon) => (
        <li key={icon.icon.url}>
          <img alt="" src={icon.icon.url} />
        </li>
      ))}
      <li>+{hiddenCount}</li>
    </ul>
  );
}

describe('usePaymentIcons on the server', () => {
  it('runs in an environment without window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders the default 5 icons and counts the rest', () => {
    const html = renderToString(
      <StoreProvider client={createStoreClient()} initialCart={null}>
        <Row />
      </StoreProvider>,
    );
    expect(html.match(/<img /g)).toHaveLength(5);
    expect(html).toContain('+<!-- -->2');
  });
});

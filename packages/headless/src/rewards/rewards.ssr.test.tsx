// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import type { RewardsApi } from './rewards.types';
import { useRewards } from './useRewards';

const untouchable: RewardsApi = {
  source: 'external',
  getPoints: () => Promise.reject(new Error('no points call during a server render')),
  listCampaigns: () => Promise.reject(new Error('no campaigns call during a server render')),
  redeem: () => Promise.reject(new Error('no redeem during a server render')),
};

function RewardsWidget({ rewardsApi }: { rewardsApi?: RewardsApi }) {
  const { status, points, campaigns, isSignedIn } = useRewards({
    customer: { id: 7, email: 'ana@example.com', authToken: 'tok' },
    ...(rewardsApi ? { rewardsApi } : {}),
  });
  return (
    <section data-state={status} data-signed-in={isSignedIn}>
      {points ?? '…'} / {campaigns.length}
    </section>
  );
}

describe('useRewards on the server', () => {
  it('runs in an environment without window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders an empty widget and calls nothing', () => {
    const client = createStoreClient({ fetch: () => Promise.reject(new Error('no request during a server render')) });
    for (const node of [<RewardsWidget key="a" />, <RewardsWidget key="b" rewardsApi={untouchable} />]) {
      const html = renderToString(
        <StoreProvider client={client} initialCart={null}>
          {node}
        </StoreProvider>,
      );
      expect(html).toBe('<section data-state="idle" data-signed-in="true">…<!-- --> / <!-- -->0</section>');
    }
  });
});

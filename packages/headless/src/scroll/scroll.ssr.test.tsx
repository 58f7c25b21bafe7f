// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import { useBackToTop } from './useBackToTop';
import { useScrollDirection } from './useScrollDirection';

function Header() {
  const { direction } = useScrollDirection();
  return <header data-scroll={direction} />;
}

function BackToTop() {
  const { buttonProps } = useBackToTop();
  return (
    <button {...buttonProps} aria-label="Back to top">
      ↑
    </button>
  );
}

describe('scroll hooks on the server', () => {
  it('runs in an environment without window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders direction up and a hidden back-to-top control', () => {
    const html = renderToString(
      <StoreProvider client={createStoreClient()} initialCart={null}>
        <Header />
        <BackToTop />
      </StoreProvider>,
    );
    expect(html).toContain('data-scroll="up"');
    expect(html).toMatch(
      /<button type="button" hidden="" data-state="hidden" style="position:fixed;inset-inline-end:50px;inset-block-end:150px"/,
    );
  });
});

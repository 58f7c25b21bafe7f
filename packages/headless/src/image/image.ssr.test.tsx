// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import type { ImageFallbackSources } from './image.types';
import { useImageFallback } from './useImageFallback';

function Picture(sources: ImageFallbackSources) {
  const { src, onError, state } = useImageFallback(sources);
  return src ? <img alt="" src={src} onError={onError} data-state={state} /> : <span data-state={state} />;
}

describe('useImageFallback on the server', () => {
  it('runs in an environment without window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders the original, or the default image when there is none', () => {
    const html = renderToString(
      <StoreProvider client={createStoreClient()} initialCart={null}>
        <Picture src="/a.jpg" errorSrc="/error.svg" defaultSrc="/default.svg" />
        <Picture src={null} defaultSrc="/default.svg" />
        <Picture />
      </StoreProvider>,
    );
    expect(html).toContain('src="/a.jpg" data-state="original"');
    expect(html).toContain('src="/default.svg" data-state="default-image"');
    expect(html).toContain('<span data-state="exhausted">');
  });
});

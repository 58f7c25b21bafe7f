import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageFallbackSources } from './image.types';
import { useImageFallback } from './useImageFallback';

afterEach(() => cleanup());

const all = { src: '/a.jpg', errorSrc: '/error.svg', defaultSrc: '/default.svg' };

describe('useImageFallback (spec 8)', () => {
  it('shows the original first', () => {
    const { result } = renderHook(() => useImageFallback(all));
    expect(result.current).toMatchObject({ src: '/a.jpg', state: 'original', isFallback: false });
  });

  it('falls back to the error image, then the default image, then gives up without looping', () => {
    const { result } = renderHook(() => useImageFallback(all));
    act(() => result.current.onError());
    expect(result.current).toMatchObject({ src: '/error.svg', state: 'error-image', isFallback: true });
    act(() => result.current.onError());
    expect(result.current).toMatchObject({ src: '/default.svg', state: 'default-image' });
    act(() => result.current.onError());
    expect(result.current).toMatchObject({ src: undefined, state: 'exhausted', isFallback: true });
    act(() => result.current.onError());
    expect(result.current).toMatchObject({ src: undefined, state: 'exhausted' });
  });

  it('moves on once when the same source reports its error twice', () => {
    const { result } = renderHook(() => useImageFallback(all));
    const staleOnError = result.current.onError;
    act(() => {
      staleOnError();
      staleOnError();
    });
    expect(result.current.state).toBe('error-image');
  });

  it('starts over when the sources change', () => {
    const { result, rerender } = renderHook((sources: ImageFallbackSources) => useImageFallback(sources), {
      initialProps: all,
    });
    act(() => result.current.onError());
    rerender({ ...all, src: '/b.jpg' });
    expect(result.current).toMatchObject({ src: '/b.jpg', state: 'original' });
  });

  it('keeps its place when rerendered with the same sources', () => {
    const { result, rerender } = renderHook((sources: ImageFallbackSources) => useImageFallback(sources), {
      initialProps: all,
    });
    act(() => result.current.onError());
    rerender({ ...all });
    expect(result.current.state).toBe('error-image');
  });

  it('shows the default image when there is no original', () => {
    const { result } = renderHook(() => useImageFallback({ ...all, src: null }));
    expect(result.current).toMatchObject({ src: '/default.svg', state: 'default-image', isFallback: true });
  });

  it('follows the error events of a rendered <img>', () => {
    function Picture() {
      const { src, onError, state } = useImageFallback(all);
      return src ? <img alt="Harbor coat" src={src} onError={onError} data-state={state} /> : <span>no image</span>;
    }
    render(<Picture />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').getAttribute('src')).toBe('/error.svg');
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').getAttribute('data-state')).toBe('default-image');
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('no image')).toBeTruthy();
  });
});

describe('useImageFallback after server rendering', () => {
  it('moves on from an original that failed before the page hydrated', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    function Picture() {
      const { src, onError, ref, state } = useImageFallback(all);
      return src ? <img ref={ref} alt="Harbor coat" src={src} onError={onError} data-state={state} /> : null;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Picture />);
    document.body.append(container);
    // The browser already gave up on it: loaded, no pixels, and nobody heard the error.
    const image = container.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: true });
    Object.defineProperty(image, 'naturalWidth', { value: 0 });
    const root = await act(async () => hydrateRoot(container, <Picture />));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/error.svg');
    expect(container.querySelector('img')?.getAttribute('data-state')).toBe('error-image');
    act(() => root.unmount());
    container.remove();
  });

  it.each([
    ['still loading', false, 0],
    ['loaded', true, 800],
  ])('leaves an image that is %s alone', (_, complete, naturalWidth) => {
    const completeSpy = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(complete);
    const widthSpy = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
    function Picture() {
      const { src, onError, ref, state } = useImageFallback(all);
      return src ? <img ref={ref} alt="Harbor coat" src={src} onError={onError} data-state={state} /> : null;
    }
    render(<Picture />);
    expect(screen.getByRole('img').getAttribute('data-state')).toBe('original');
    completeSpy.mockRestore();
    widthSpy.mockRestore();
  });
});

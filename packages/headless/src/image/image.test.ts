import { describe, expect, it } from 'vitest';
import { imageFallbackChain, imageFallbackStateAt } from './image';

const all = { src: '/a.jpg', errorSrc: '/error.svg', defaultSrc: '/default.svg' };

describe('imageFallbackChain (spec 8)', () => {
  it('tries the original, then the error image, then the default image', () => {
    expect(imageFallbackChain(all)).toEqual([
      { state: 'original', src: '/a.jpg' },
      { state: 'error-image', src: '/error.svg' },
      { state: 'default-image', src: '/default.svg' },
    ]);
  });

  it('skips a missing error image', () => {
    expect(imageFallbackChain({ ...all, errorSrc: null }).map((step) => step.state)).toEqual([
      'original',
      'default-image',
    ]);
    expect(imageFallbackChain({ ...all, errorSrc: '  ' }).map((step) => step.state)).toEqual([
      'original',
      'default-image',
    ]);
  });

  it('shows the default image when there is no original', () => {
    expect(imageFallbackChain({ ...all, src: undefined })).toEqual([{ state: 'default-image', src: '/default.svg' }]);
    expect(imageFallbackChain({ ...all, src: '' })).toEqual([{ state: 'default-image', src: '/default.svg' }]);
  });

  it('never repeats a source, so a failing URL is not tried twice', () => {
    expect(imageFallbackChain({ src: '/a.jpg', errorSrc: '/a.jpg', defaultSrc: '/a.jpg' })).toEqual([
      { state: 'original', src: '/a.jpg' },
    ]);
    expect(
      imageFallbackChain({ src: '/a.jpg', errorSrc: '/x.svg', defaultSrc: '/x.svg' }).map((step) => step.state),
    ).toEqual(['original', 'error-image']);
  });

  it('is empty with nothing to show', () => {
    expect(imageFallbackChain({})).toEqual([]);
  });
});

describe('imageFallbackStateAt', () => {
  it('is exhausted past the end of the chain', () => {
    const chain = imageFallbackChain(all);
    expect(imageFallbackStateAt(chain, 2)).toBe('default-image');
    expect(imageFallbackStateAt(chain, 3)).toBe('exhausted');
    expect(imageFallbackStateAt([], 0)).toBe('exhausted');
  });
});

import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, imageUrl } from './image';

describe('image helpers', () => {
  it('offers the spec widths: 100..1300 by 100, then 1600, 1800, 2000', () => {
    expect(IMAGE_WIDTHS).toEqual([
      100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1600, 1800, 2000,
    ]);
  });
  it('adds the width as a query parameter', () => {
    expect(imageUrl('/media/a.jpg', 400)).toBe('/media/a.jpg?w=400');
    expect(imageUrl('/media/a.jpg?v=2', 400)).toBe('/media/a.jpg?v=2&w=400');
  });
  it('builds a srcset with w descriptors', () => {
    expect(imageSrcSet('/m.jpg', [100, 200])).toBe('/m.jpg?w=100 100w, /m.jpg?w=200 200w');
    expect(imageSrcSet('/m.jpg').split(', ')).toHaveLength(16);
  });
});

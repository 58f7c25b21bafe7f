import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { DEFAULT_IMAGE_SRC, ERROR_IMAGE_SRC } from './fallbacks';
import { ProductImage } from './ProductImage';

const coat = { url: '/media/harbor-coat.jpg', alt: 'Harbor coat, front', width: 800, height: 1000 };

describe('ProductImage (spec 8)', () => {
  it('offers the original at the media widths, in its own box', () => {
    render(<ProductImage image={coat} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Harbor coat, front' });
    expect(img).toHaveAttribute('src', '/media/harbor-coat.jpg?w=600');
    expect(img.getAttribute('srcset')).toContain('/media/harbor-coat.jpg?w=100 100w');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('data-image-state', 'original');
  });

  it('shows the error image when the picture fails, keeping box and name, then the default image', () => {
    render(<ProductImage image={coat} sizes="50vw" width={400} height={500} />);
    fireEvent.error(screen.getByRole('img'));
    let img = screen.getByRole('img', { name: 'Harbor coat, front' });
    expect(img).toHaveAttribute('src', ERROR_IMAGE_SRC);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('data-image-state', 'error-image');
    fireEvent.error(img);
    img = screen.getByRole('img', { name: 'Harbor coat, front' });
    expect(img).toHaveAttribute('src', DEFAULT_IMAGE_SRC);
    expect(img).toHaveAttribute('data-image-state', 'default-image');
  });

  it('shows the default image for a product without a picture, and the store’s own fallbacks when given', () => {
    const { rerender } = render(<ProductImage image={null} alt="Juniper beanie" />);
    expect(screen.getByRole('img', { name: 'Juniper beanie' })).toHaveAttribute('src', DEFAULT_IMAGE_SRC);
    rerender(<ProductImage image={coat} errorSrc="/store/broken.svg" defaultSrc="/store/none.svg" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/store/broken.svg');
  });

  it('draws an empty box with the picture’s name when every source failed', async () => {
    const { container } = render(<ProductImage image={coat} errorSrc="/e.svg" defaultSrc="/d.svg" />);
    fireEvent.error(screen.getByRole('img'));
    fireEvent.error(screen.getByRole('img'));
    fireEvent.error(screen.getByRole('img'));
    const box = screen.getByRole('img', { name: 'Harbor coat, front' });
    expect(box.tagName).toBe('SPAN');
    expect(box).toHaveAttribute('data-image-state', 'exhausted');
    expect(box.style.aspectRatio).toBe('800 / 1000');
    expect(container.querySelector('img')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
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

  it('shows the store’s error image when the picture fails, keeping box and name, then its default image', () => {
    render(
      <ProductImage
        image={coat}
        sizes="50vw"
        width={400}
        height={500}
        errorSrc="/store/broken.svg"
        defaultSrc="/store/none.svg"
      />,
    );
    fireEvent.error(screen.getByRole('img'));
    let img = screen.getByRole('img', { name: 'Harbor coat, front' });
    expect(img).toHaveAttribute('src', '/store/broken.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('data-image-state', 'error-image');
    fireEvent.error(img);
    img = screen.getByRole('img', { name: 'Harbor coat, front' });
    expect(img).toHaveAttribute('src', '/store/none.svg');
    expect(img).toHaveAttribute('data-image-state', 'default-image');
  });

  it('draws the kit’s own picture, never a broken box: torn for a failed picture, whole for a missing one', async () => {
    const { container } = render(
      <main>
        <ProductImage image={coat} width={400} height={500} />
        <ProductImage image={null} alt="Juniper beanie" />
      </main>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Harbor coat, front' }));
    const box = screen.getByRole('img', { name: 'Harbor coat, front' });
    expect(box.tagName).toBe('SPAN');
    expect(box).toHaveAttribute('data-image-state', 'exhausted');
    expect(box).toHaveAttribute('data-fallback', 'error');
    expect(box.style.aspectRatio).toBe('400 / 500');
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Juniper beanie' })).toHaveAttribute('data-fallback', 'missing');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the store’s default image for a product without a picture', () => {
    render(<ProductImage image={null} alt="Juniper beanie" defaultSrc="/store/none.svg" />);
    expect(screen.getByRole('img', { name: 'Juniper beanie' })).toHaveAttribute('src', '/store/none.svg');
  });
});

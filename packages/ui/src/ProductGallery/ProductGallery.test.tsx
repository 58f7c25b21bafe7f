import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { alderImages } from '../fixtures/product';
import { IMAGE_WIDTHS } from '../image/image';
import { ProductGallery } from './ProductGallery';

const activeImage = () => screen.getByRole('group', { name: /of 4/, hidden: false }).querySelector('img')!;
const activeSlide = () => document.querySelector('[aria-roledescription="slide"][data-state="active"]')!;

describe('ProductGallery', () => {
  it('renders responsive images on the spec widths, with width and height', () => {
    render(<ProductGallery images={alderImages} />);
    const img = screen.getByRole('img', { name: 'Alder Linen Shirt in sand, front' });
    const srcset = img.getAttribute('srcset')!;
    expect(srcset.split(', ').map((s) => Number(s.split(' ')[1]!.replace('w', '')))).toEqual([...IMAGE_WIDTHS]);
    expect(srcset).toContain('/demo/alder-linen-shirt.svg?w=2000 2000w');
    expect(img).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '1000');
  });

  it('loads the first image eagerly with high priority and the rest lazily', () => {
    const { container } = render(<ProductGallery images={alderImages} />);
    const slides = container.querySelectorAll('figure img');
    expect(slides[0]).toHaveAttribute('loading', 'eager');
    expect(slides[0]).toHaveAttribute('fetchpriority', 'high');
    expect(slides[1]).toHaveAttribute('loading', 'lazy');
    expect(slides[1]).not.toHaveAttribute('fetchpriority');
  });

  it('moves with the arrows, wrapping around, and reports the index', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<ProductGallery images={alderImages} onIndexChange={onIndexChange} />);
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(3);
    expect(activeSlide()).toHaveAttribute('aria-label', 'Image 4 of 4');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(activeSlide()).toHaveAttribute('aria-label', 'Image 1 of 4');
  });

  it('shows the thumbnail clicked and marks it current', async () => {
    const user = userEvent.setup();
    render(<ProductGallery images={alderImages} />);
    const third = screen.getByRole('button', { name: 'Image 3 of 4' });
    await user.click(third);
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(activeSlide()).toHaveAttribute('aria-label', 'Image 3 of 4');
    expect(screen.getByRole('button', { name: 'Image 1 of 4' })).toHaveAttribute('aria-current', 'false');
  });

  it('follows arrow keys, Home and End, mirrored right-to-left', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ProductGallery images={alderImages} />);
    const viewport = screen.getByRole('group', { name: 'Image 1 of 4' }).parentElement!;
    viewport.focus();
    await user.keyboard('{ArrowRight}');
    expect(activeSlide()).toHaveAttribute('aria-label', 'Image 2 of 4');
    await user.keyboard('{End}');
    expect(activeSlide()).toHaveAttribute('aria-label', 'Image 4 of 4');
    await user.keyboard('{Home}');
    expect(activeSlide()).toHaveAttribute('aria-label', 'Image 1 of 4');
    unmount();
    render(
      <div dir="rtl">
        <ProductGallery images={alderImages} />
      </div>,
    );
    const rtlViewport = screen.getByRole('group', { name: 'Image 1 of 4' }).parentElement!;
    rtlViewport.focus();
    await user.keyboard('{ArrowLeft}');
    expect(activeSlide()).toHaveAttribute('aria-label', 'Image 2 of 4');
  });

  it('swipes: leftwards moves forward, a short move does nothing, right-to-left is mirrored', () => {
    const { unmount } = render(<ProductGallery images={alderImages} />);
    let viewport = activeSlide().parentElement!;
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 290 });
    expect(activeSlide()).toHaveAttribute('aria-label', 'Image 1 of 4');
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 150 });
    expect(activeSlide()).toHaveAttribute('aria-label', 'Image 2 of 4');
    unmount();
    render(
      <div dir="rtl">
        <ProductGallery images={alderImages} />
      </div>,
    );
    viewport = activeSlide().parentElement!;
    fireEvent.pointerDown(viewport, { clientX: 150 });
    fireEvent.pointerUp(viewport, { clientX: 300 });
    expect(activeSlide()).toHaveAttribute('aria-label', 'Image 2 of 4');
  });

  it('falls back to the error image, then the default image, without srcset', () => {
    render(<ProductGallery images={alderImages.slice(0, 1)} errorSrc="/error.svg" defaultSrc="/none.svg" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('data-image-state', 'original');
    fireEvent.error(img);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/error.svg');
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('data-image-state', 'default-image');
  });

  it('shows the default image when there are no images (the kit’s drawn one unless given)', () => {
    const { container, rerender } = render(<ProductGallery images={[]} defaultSrc="/none.svg" />);
    expect(container.firstChild).toHaveAttribute('data-empty');
    expect(screen.getByRole('img', { name: 'No image available' })).toHaveAttribute('src', '/none.svg');
    rerender(<ProductGallery images={[]} labels={{ noImage: 'Pas d’image' }} />);
    expect(screen.getByRole('img', { name: 'Pas d’image' })).toHaveAttribute('data-fallback', 'missing');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each(['grid', 'stacked'] as const)(
    '%s: shows every picture at once, the chosen one first, without buttons',
    (layout) => {
      const { container } = render(<ProductGallery images={alderImages} layout={layout} index={2} />);
      expect(container.firstChild).toHaveAttribute('data-layout', layout);
      const pictures = screen.getAllByRole('img');
      expect(pictures).toHaveLength(4);
      expect(pictures.map((img) => img.getAttribute('alt'))).toEqual([
        alderImages[2]!.alt,
        alderImages[0]!.alt,
        alderImages[1]!.alt,
        alderImages[3]!.alt,
      ]);
      expect(pictures[0]).toHaveAttribute('loading', 'eager');
      expect(pictures[1]).toHaveAttribute('loading', 'lazy');
      expect(screen.queryByRole('button')).toBeNull();
      expect(container.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    },
  );

  it('carousel: marks its layout and keeps one picture shown', () => {
    const { container } = render(<ProductGallery images={alderImages} />);
    expect(container.firstChild).toHaveAttribute('data-layout', 'carousel');
    expect(container.querySelectorAll('[data-state="active"][aria-roledescription="slide"]')).toHaveLength(1);
  });

  it('follows a controlled index', () => {
    const { rerender } = render(<ProductGallery images={alderImages} index={2} />);
    expect(activeSlide()).toHaveAttribute('aria-label', 'Image 3 of 4');
    rerender(<ProductGallery images={alderImages} index={0} />);
    expect(activeImage()).toHaveAttribute('alt', 'Alder Linen Shirt in sand, front');
  });

  it.each(['carousel', 'grid', 'stacked'] as const)('has no axe violations (%s)', async (layout) => {
    render(<ProductGallery images={alderImages} layout={layout} />);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

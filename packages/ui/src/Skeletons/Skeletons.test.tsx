import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { SkeletonCartLine, SkeletonProductCard, SkeletonProductPage, SkeletonSection, SkeletonText } from './Skeletons';

describe('Skeletons', () => {
  it('renders the asked number of text lines, hidden from assistive tech, and one status', () => {
    const { container } = render(<SkeletonText lines={4} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveAttribute('data-skeleton', 'text');
    expect(status).toHaveTextContent('Loading…');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });

  it('makes the last of several lines shorter', () => {
    const { container } = render(<SkeletonText lines={2} />);
    const bars = container.querySelectorAll<HTMLElement>('[aria-hidden="true"]');
    expect(bars[1]!.getAttribute('style')).toContain('60%');
    expect(bars[0]!.getAttribute('style')).toContain('100%');
  });

  it('marks each kind and takes a translated loading label', () => {
    render(
      <>
        <SkeletonProductCard labels={{ loading: 'Wird geladen…' }} />
        <SkeletonProductPage />
        <SkeletonCartLine />
      </>,
    );
    const kinds = screen.getAllByRole('status').map((el) => el.getAttribute('data-skeleton'));
    expect(kinds).toEqual(['product-card', 'product-page', 'cart-line']);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Wird geladen…');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <SkeletonText />
        <SkeletonProductCard />
        <SkeletonProductPage />
        <SkeletonCartLine />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws a section of reviews, a product row of the asked cards, or text, each one status', async () => {
    const { container } = render(
      <main>
        <SkeletonSection kind="reviews" />
        <SkeletonSection kind="products" cards={3} />
        <SkeletonSection kind="text" />
      </main>,
    );
    expect(screen.getAllByRole('status').map((el) => el.getAttribute('data-skeleton'))).toEqual([
      'section-reviews',
      'section-products',
      'section-text',
    ]);
    expect(
      container
        .querySelector('[data-skeleton="section-products"]')!
        .querySelectorAll('[aria-hidden="true"][class*="cardMedia"]'),
    ).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });
});

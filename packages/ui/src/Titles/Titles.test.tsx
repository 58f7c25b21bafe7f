import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Titles } from './Titles';

describe('Titles', () => {
  it('renders the heading at the given level, page variant for h1', () => {
    const { container } = render(<Titles title="Outerwear" level={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Outerwear' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'page');
  });

  it('defaults to a section h2 and accepts an explicit variant', () => {
    const { container, rerender } = render(<Titles title="New this week" />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'section');
    rerender(<Titles title="New this week" level={3} variant="page" />);
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'page');
  });

  it('shows a subtitle and a pluralised count, with custom labels', () => {
    const { rerender } = render(<Titles title="Bags" subtitle="Carry more" count={1} />);
    expect(screen.getByText('Carry more')).toBeInTheDocument();
    expect(screen.getByText('1 product')).toBeInTheDocument();
    rerender(<Titles title="Bags" count={0} labels={{ count: (n) => `${n} Artikel` }} />);
    expect(screen.getByText('0 Artikel')).toBeInTheDocument();
    expect(screen.queryByText('Carry more')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Titles title="Bags" subtitle="Carry more" count={12} level={1} id="bags" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

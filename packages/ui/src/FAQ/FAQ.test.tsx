import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { faqItems } from '../fixtures/product';
import { FAQ } from './FAQ';

describe('FAQ', () => {
  it('renders the title and each question as a collapsed button in a heading', () => {
    render(<FAQ title="Help" items={faqItems} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Help' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const question = screen.getByRole('button', { name: 'How do I find my size?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(question).toHaveAttribute('data-state', 'closed');
  });

  it('opens an answer and renders its HTML as given', async () => {
    const user = userEvent.setup();
    render(<FAQ items={faqItems} />);
    await user.click(screen.getByRole('button', { name: 'Can I return something?' }));
    expect(screen.getByRole('button', { name: 'Can I return something?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'refund policy' })).toHaveAttribute('href', '/policies/refund-policy');
  });

  it('keeps one answer open at a time, or several with type multiple', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<FAQ items={faqItems} defaultOpen={[0]} />);
    expect(screen.getByText(/Every clothing page/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'When will my order arrive?' }));
    expect(screen.getByRole('button', { name: 'How do I find my size?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('2–4 working days').tagName).toBe('STRONG');
    unmount();
    render(<FAQ items={faqItems} type="multiple" defaultOpen={[0]} />);
    await user.click(screen.getByRole('button', { name: 'When will my order arrive?' }));
    expect(screen.getByRole('button', { name: 'How do I find my size?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves between questions with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<FAQ items={faqItems} />);
    screen.getByRole('button', { name: 'How do I find my size?' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'When will my order arrive?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'When will my order arrive?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the default title and the empty text', () => {
    const { container } = render(<FAQ items={[]} labels={{ empty: 'Nothing here' }} />);
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('data-empty');
  });

  it('has no axe violations', async () => {
    render(
      <main>
        <FAQ items={faqItems} defaultOpen={[2]} />
      </main>,
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

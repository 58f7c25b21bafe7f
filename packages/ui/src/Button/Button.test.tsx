import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from './Button';
import { button } from './Button.css';

describe('Button', () => {
  it('is type="button" unless told otherwise, so it never submits by accident', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('gives each variant and size its own class, and keeps the caller’s class', () => {
    render(
      <>
        <Button variant="primary">A</Button>
        <Button variant="ghost" size="sm" className="extra">
          B
        </Button>
      </>,
    );
    const a = screen.getByRole('button', { name: 'A' });
    const b = screen.getByRole('button', { name: 'B' });
    expect(a.className).not.toBe(b.className);
    expect(b).toHaveClass('extra');
    expect(button({ variant: 'secondary' })).not.toBe(button({ variant: 'primary' }));
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Add
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Button iconOnly aria-label="Close">
        ×
      </Button>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

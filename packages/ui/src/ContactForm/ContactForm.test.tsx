import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoContactChannels } from '../fixtures/content';
import { ContactChannels } from './ContactChannels';
import { ContactForm } from './ContactForm';

describe('ContactForm', () => {
  it('is a post form of named fields that works without JavaScript', () => {
    const { container } = render(<ContactForm />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect([...form.elements].map((element) => element.getAttribute('name')).filter(Boolean)).toEqual([
      'name',
      'email',
      'phone',
      'order_number',
      'topic',
      'message',
    ]);
    expect(screen.getByRole('combobox', { name: 'Topic' }).querySelectorAll('option')).toHaveLength(7);
  });

  it('shows what was typed with the server’s message on each refused field, and focuses the first', () => {
    render(
      <ContactForm
        values={{ name: 'Ada', email: 'ada@', message: 'Short' }}
        errors={{ email: 'Enter a valid email', message: 'Write at least 10 characters' }}
      />,
    );
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveValue('ada@');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Short');
    expect(document.activeElement).toBe(email);
  });

  it('thanks the shopper with the ticket number and starts empty again', () => {
    render(<ContactForm ticket="SR-1042" values={{ name: 'Ada' }} />);
    expect(screen.getByTestId('contact-sent')).toHaveTextContent('Your ticket number is SR-1042');
    expect(screen.getByTestId('contact-sent')).toHaveAttribute('role', 'status');
  });
});

describe('ContactChannels', () => {
  it('lists the opening hours Monday first in the store’s time zone and the shopper’s language', () => {
    const shuffled = { ...demoContactChannels, opening_hours: [...demoContactChannels.opening_hours].reverse() };
    render(<ContactChannels contact={shuffled} locale="de-DE" />);
    const rows = within(screen.getByTestId('opening-hours'))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows[0]).toBe('Montag: 9:00–17:00 WEZ');
    expect(rows[4]).toMatch(/^Freitag/);
    expect(screen.getByRole('link', { name: '+351 21 123 4567' })).toHaveAttribute('href', 'tel:+351211234567');
  });
});

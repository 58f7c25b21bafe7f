import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_TOPICS,
  contactMessageSchema,
} from '@vitrine/headless/contract';
import { validationError } from '@vitrine/commerce';
import {
  CONTACT_FORM_TOPICS,
  CONTACT_MESSAGE_LENGTH,
  contactErrorMessage,
  contactFieldErrors,
  contactInputOf,
  readTicketNumber,
} from './browse-contact';
import { BROWSE_PATHS, isPolicyHandle, POLICY_HANDLES, policyNameKey } from './browse-links';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** The engine's own field errors for an input, as the form's action receives them. */
function engineErrors(input: unknown) {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return {};
  return validationError(result.error).errors;
}

describe('contact form', () => {
  it('uses the service contract’s topics and bounds', () => {
    expect([...CONTACT_FORM_TOPICS]).toEqual([...CONTACT_TOPICS]);
    expect(CONTACT_MESSAGE_LENGTH).toEqual({ min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX });
  });

  it('leaves out empty optional fields but keeps every typed value to show again', () => {
    const { input, values } = contactInputOf(
      form({
        name: 'Ada',
        email: 'ada@example.com',
        phone: '  ',
        order_number: '',
        topic: 'order',
        message: 'Where is it?',
      }),
    );
    expect(input).toEqual({ name: 'Ada', email: 'ada@example.com', topic: 'order', message: 'Where is it?' });
    expect(values).toMatchObject({ phone: '  ', order_number: '' });
    expect(contactMessageSchema.safeParse(input).success).toBe(true);
  });

  it('takes the spaces out of a phone number, which the store does not accept', () => {
    const { input, values } = contactInputOf(form({ phone: '+44 20 7946 0321' }));
    expect(input.phone).toBe('+442079460321');
    expect(values.phone).toBe('+44 20 7946 0321');
    expect(contactMessageSchema.shape.phone.safeParse(input.phone).success).toBe(true);
  });

  it('translates each of the engine’s field errors', () => {
    const errors = contactFieldErrors(
      engineErrors({
        name: '',
        email: 'nope',
        phone: 'call me',
        order_number: 'no way!',
        topic: 'gossip',
        message: 'short',
      }),
    );
    expect(errors).toEqual({
      name: { key: 'validation.required' },
      email: { key: 'validation.email' },
      phone: { key: 'validation.phone' },
      order_number: { key: 'policy.contact.error.orderNumber' },
      topic: { key: 'policy.contact.error.topic' },
      message: { key: 'policy.contact.error.tooShort', values: { count: 10 } },
    });
  });

  it('names the limit when a field is too long', () => {
    const errors = contactFieldErrors(
      engineErrors({
        name: 'x'.repeat(101),
        email: 'a@b.co',
        phone: '1'.repeat(31),
        topic: 'other',
        message: 'y'.repeat(5001),
      }),
    );
    expect(errors.name).toEqual({ key: 'validation.tooLong', values: { max: 100 } });
    expect(errors.phone).toEqual({ key: 'validation.phoneTooLong', values: { max: 30 } });
    expect(errors.message).toEqual({ key: 'validation.tooLong', values: { max: 5000 } });
    expect(contactErrorMessage('name', 'Use letters, digits and punctuation only')).toEqual({
      key: 'policy.contact.error.plainText',
    });
  });

  it('falls back to the error’s own field when there is no list', () => {
    expect(contactFieldErrors(undefined, 'email', 'Enter a valid email')).toEqual({
      email: { key: 'validation.email' },
    });
    expect(contactFieldErrors(undefined, 'body', 'Broken')).toEqual({});
  });

  it('shows only ticket numbers the service hands out', () => {
    expect(readTicketNumber(new URLSearchParams('ticket=SR-100042'))).toBe('SR-100042');
    expect(readTicketNumber(new URLSearchParams('ticket=<script>'))).toBeNull();
    expect(readTicketNumber(new URLSearchParams(''))).toBeNull();
  });
});

describe('browse addresses', () => {
  it('knows the six policies of the spec and where the contact form is', () => {
    expect(POLICY_HANDLES).toHaveLength(6);
    expect(isPolicyHandle('privacy-policy')).toBe(true);
    expect(isPolicyHandle('cookies')).toBe(false);
    expect(BROWSE_PATHS.contact).toBe('/policies/contact-us');
    expect(BROWSE_PATHS.article('care guides', 'how-to')).toBe('/blogs/care%20guides/how-to');
  });
});

describe('footer', () => {
  it('links the same six policies, under the same names, as the policy pages', async () => {
    const source = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('../site/ShellFooter.tsx', import.meta.url), 'utf8'),
    );
    const listed = [...source.matchAll(/\['([a-z-]+)', '(policy\.name\.[A-Za-z]+)'\]/g)].map((m) => [m[1], m[2]]);
    expect(listed).toEqual(POLICY_HANDLES.map((handle) => [handle, policyNameKey(handle)]));
  });
});

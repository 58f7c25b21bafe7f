import { data, redirect, type AppLoadContext } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import { BROWSE_PATHS } from './browse-links';
import {
  CONTACT_FORM_ID,
  contactFieldErrors,
  contactInputOf,
  TICKET_PARAM,
  type ContactFormFailure,
} from './browse-contact';

/**
 * The contact form's post (with or without JavaScript): files the ticket and
 * sends the shopper to the page again with its number (post/redirect/get, so
 * a reload never sends the message twice). A bad field answers 422 with the
 * typed values and one translated message per field; too many messages 429.
 */
export async function submitContactForm(request: Request, context: AppLoadContext) {
  const { input, values } = contactInputOf(await request.formData());
  try {
    const { ticket } = await context.commerce.service.contact(input, { ip: context.clientIp });
    // Mail goes out now; the server's timer retries anything that fails.
    void context.commerce.accounts.mail.deliver().catch((error: unknown) => console.error('mail delivery', error));
    // The thank-you page stays in the language of the address (`?locale=`), which the shopper may have no cookie for.
    const query = new URLSearchParams({ [TICKET_PARAM]: ticket.number });
    const locale = new URL(request.url).searchParams.get('locale');
    if (locale) query.set('locale', locale);
    return redirect(`${BROWSE_PATHS.contact}?${query}#${CONTACT_FORM_ID}`);
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    const failure: ContactFormFailure = {
      values,
      fieldErrors: error.status === 422 ? contactFieldErrors(error.errors, error.field, error.message) : {},
      formError: error.status === 429 ? { key: 'policy.contact.tooMany' } : { key: 'policy.contact.failed' },
    };
    return data(failure, { status: error.status });
  }
}

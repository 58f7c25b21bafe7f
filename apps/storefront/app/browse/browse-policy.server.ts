import { data, type AppLoadContext } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import type { ContactChannelsBody } from '@vitrine/headless';
import { CONTACT_POLICY } from './browse-links';
import { readTicketNumber } from './browse-contact';

/** One policy page: its text, the list for the side menu and, on contact us, the store's channels and a new ticket's number. */
export async function loadPolicyPage(context: AppLoadContext, handle: string, url: URL) {
  const { pages } = context.commerce.content;
  let policy;
  try {
    policy = pages.getPolicy(handle);
  } catch (error) {
    if (error instanceof CommerceError && error.status === 404)
      throw data(null, { status: 404, statusText: 'Not Found' });
    throw error;
  }
  const isContact = policy.handle === CONTACT_POLICY;
  const contact: ContactChannelsBody['contact'] | null = isContact
    ? (await context.commerce.service.contactChannels()).contact
    : null;
  return {
    policy,
    policies: pages.listPolicies(),
    contact,
    ticket: isContact ? readTicketNumber(url.searchParams) : null,
  };
}

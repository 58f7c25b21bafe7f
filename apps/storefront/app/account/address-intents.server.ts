import type { AppLoadContext } from 'react-router';
import { CommerceError, validateAddress } from '@vitrine/commerce';
import { parseAddressIntent, type Address, type AddressIntent, type IntentSource } from '@vitrine/headless/contract';

/** What an address book change did: the address it saved, or the id it removed. */
export type AddressOutcome =
  { intent: 'create' | 'update' | 'set-default'; address: Address } | { intent: 'delete'; id: number };

/** An address book change read from a form or a JSON body; a 422 `CommerceError` when it does not fit the contract. */
export function readAddressIntent(input: IntentSource): AddressIntent {
  const parsed = parseAddressIntent(input);
  if (!parsed.ok) throw new CommerceError(parsed.error);
  return parsed.intent;
}

/**
 * The address fields as the book stores them, after the address rules of
 * spec 5 (the same rules as the checkout's: states, postcode, phone): the
 * phone with its dial code and no spaces, since the book takes digits and
 * + - ( ) . / only.
 */
function bookFields(intent: Extract<AddressIntent, { intent: 'create' | 'update' }>) {
  const { tax_id: _taxId, ...address } = validateAddress(intent);
  return { ...address, phone: address.phone.replace(/\s+/g, ''), default: intent.default };
}

/**
 * Runs one address book change for the signed-in customer: the page's form
 * action and `/api/store/addresses` both call it. Throws `CommerceError` for
 * the shopper's mistakes (422 with every field at once, 404 for an address
 * that is not theirs).
 *
 * @example
 * const outcome = await handleAddressIntent(context, session.customerId, readAddressIntent(form));
 */
export async function handleAddressIntent(
  context: AppLoadContext,
  customerId: number,
  intent: AddressIntent,
): Promise<AddressOutcome> {
  const { addresses } = context.commerce.accounts;
  switch (intent.intent) {
    case 'create':
      return { intent: 'create', address: await addresses.create(customerId, bookFields(intent)) };
    case 'update':
      return { intent: 'update', address: await addresses.update(customerId, intent.id, bookFields(intent)) };
    case 'delete':
      await addresses.remove(customerId, intent.id);
      return { intent: 'delete', id: intent.id };
    case 'set-default': {
      // The engine changes the default by saving the address with `default: true`.
      const current = (await addresses.list(customerId)).find((address) => address.id === intent.id);
      if (!current) {
        throw new CommerceError({ status: 404, code: 'ADDRESS_NOT_FOUND', message: 'Not Found', field: 'id' });
      }
      const { id, default: _default, ...fields } = current;
      return { intent: 'set-default', address: await addresses.update(customerId, id, { ...fields, default: true }) };
    }
  }
}

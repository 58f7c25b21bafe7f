import type { Commerce } from '@vitrine/commerce';
import type { AccountProfile } from '@vitrine/ui';

/*
 * The account profile (the kit's `AccountProfile`): name, e-mail and the
 * marketing (newsletter) opt-in, kept by the engine's `accounts.profile`.
 */
export type { AccountProfile };

type Profiles = Pick<Commerce, 'accounts'>;

/** The signed-in customer's profile; a 401 when the account is gone. */
export function readProfile(commerce: Profiles, customerId: number): Promise<AccountProfile> {
  return commerce.accounts.profile.read(customerId);
}

/** Reads the posted profile form: a checked box is `accepts_marketing=on`, an unchecked one is absent. */
export function profileInputFromForm(form: FormData): unknown {
  return {
    first_name: form.get('first_name') ?? '',
    last_name: form.get('last_name') ?? '',
    accepts_marketing: form.get('accepts_marketing') === 'on',
  };
}

/** Saves the name and the marketing choice (see `accounts.profile.update`); 422 with the field on bad input. */
export function updateProfile(commerce: Profiles, customerId: number, input: unknown): Promise<AccountProfile> {
  return commerce.accounts.profile.update(customerId, input);
}

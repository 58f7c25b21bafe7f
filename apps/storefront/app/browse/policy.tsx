import { useNavigation } from 'react-router';
import { PolicyPage as PolicyComposition, type ContactFormField } from '@vitrine/ui';
import { PageLabelsProvider, useT } from '@vitrine/i18n';
import { CONTACT_POLICY, BROWSE_PATHS, isPolicyHandle, policyNameKey } from './browse-links';
import {
  CONTACT_FORM_ID,
  CONTACT_MESSAGE_LENGTH,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  type ContactFormFailure,
} from './browse-contact';
import { submitContactForm } from './browse-contact.server';
import { loadPolicyPage } from './browse-policy.server';
import { methodNotAllowed } from '../server/http.server';
import { PAGE_CACHE } from '../server/cache';
import { browseMeta, metaI18n } from '../seo/browse';
import type { PageHandle } from '../site/page-meta';
import type { Route } from './+types/policy';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadPolicyPage(context, params.handle, new URL(request.url));
}

/** Only the contact-us page takes posts: its contact form. */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (params.handle !== CONTACT_POLICY) return methodNotAllowed(['GET']);
  return submitContactForm(request, context);
}

/** The site shell's breadcrumb: Home, then the policy (spec 2). */
export const handle = {
  pageMeta: ({ policy }: Route.ComponentProps['loaderData']) => ({ title: policy.title }),
} satisfies PageHandle;

export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

/** The policy's name in the shopper's language (the policy text itself is the store's own). */
function usePolicyTitle(handle: string, fallback: string) {
  const { t } = useT();
  return isPolicyHandle(handle) ? t(policyNameKey(handle)) : fallback;
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaI18n(args.matches);
  const data = args.loaderData;
  if (!data) return browseMeta(args, { title: t('policy.title'), noindex: true });
  const { policy } = data;
  const title = isPolicyHandle(policy.handle) ? t(policyNameKey(policy.handle)) : policy.title;
  return browseMeta(args, {
    title,
    description: policy.body_html,
    crumbs: [
      { name: t('policy.title'), path: BROWSE_PATHS.policies },
      { name: title, path: BROWSE_PATHS.policy(policy.handle) },
    ],
  });
}

const CONTACT_LIMITS = {
  nameMax: CONTACT_NAME_MAX,
  phoneMax: CONTACT_PHONE_MAX,
  messageMin: CONTACT_MESSAGE_LENGTH.min,
  messageMax: CONTACT_MESSAGE_LENGTH.max,
};

/** The server's messages of a refused contact form, in the shopper's language. */
function useContactErrors(failure: ContactFormFailure | undefined) {
  const { t } = useT();
  if (!failure) return { errors: undefined, formError: null };
  const errors: Partial<Record<ContactFormField, string>> = {};
  for (const [field, message] of Object.entries(failure.fieldErrors)) {
    if (message) errors[field as ContactFormField] = t(message.key, message.values);
  }
  return { errors, formError: failure.formError ? t(failure.formError.key, failure.formError.values) : null };
}

/** A store policy (route name policy-index): about us, contact us (with the form), refund, shipping, privacy, terms. */
export default function PolicyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { policy, policies, contact, ticket } = loaderData;
  const { t, locale } = useT();
  const title = usePolicyTitle(policy.handle, policy.title);
  const navigation = useNavigation();
  // A 405 from another policy's action carries no form data.
  const failure = actionData && 'fieldErrors' in actionData ? actionData : undefined;
  const { errors, formError } = useContactErrors(failure);
  const links = policies.map((item) => ({
    handle: item.handle,
    title: isPolicyHandle(item.handle) ? t(policyNameKey(item.handle)) : item.title,
    href: BROWSE_PATHS.policy(item.handle),
  }));
  return (
    <div data-route="policy-index" data-policy={policy.handle}>
      <PageLabelsProvider>
        <PolicyComposition
          handle={policy.handle}
          title={title}
          bodyHtml={policy.body_html}
          policies={links}
          locale={locale}
          contact={
            contact
              ? {
                  channels: contact,
                  form: {
                    id: CONTACT_FORM_ID,
                    values: failure?.values,
                    errors,
                    formError,
                    ticket,
                    limits: CONTACT_LIMITS,
                    isPending: navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST',
                  },
                }
              : null
          }
        />
      </PageLabelsProvider>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';

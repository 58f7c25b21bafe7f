import { Link } from 'react-router';
import { BrowseContactChannels } from './BrowseContactChannels';
import { BrowseContactForm } from './BrowseContactForm';
import { useT } from '@vitrine/i18n';
import { CONTACT_POLICY, BROWSE_PATHS, isPolicyHandle, policyNameKey } from './browse-links';
import { CONTACT_FORM_ID } from './browse-contact';
import { submitContactForm } from './browse-contact.server';
import { loadPolicyPage } from './browse-policy.server';
import { methodNotAllowed } from '../server/http.server';
import { PAGE_CACHE } from '../server/cache';
import { browseMeta, metaI18n } from '../seo/browse';
import * as styles from './browse.css';
import * as policyStyles from './browse-policy.css';
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

/** A store policy (route name policy-index): about us, contact us (with the form), refund, shipping, privacy, terms. */
export default function PolicyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { policy, policies, contact, ticket } = loaderData;
  const { t } = useT();
  const title = usePolicyTitle(policy.handle, policy.title);
  // A 405 from another policy's action carries no form data.
  const failure = actionData && 'fieldErrors' in actionData ? actionData : undefined;
  return (
    <div className={styles.page} data-route="policy-index" data-policy={policy.handle}>
      <div className={policyStyles.layout}>
        <nav aria-labelledby="policy-nav" className={policyStyles.nav}>
          <h2 id="policy-nav" className={policyStyles.navTitle}>
            {t('policy.title')}
          </h2>
          <ul className={policyStyles.navList}>
            {policies.map((item) => (
              <li key={item.handle}>
                <Link
                  to={BROWSE_PATHS.policy(item.handle)}
                  className={policyStyles.navLink}
                  aria-current={item.handle === policy.handle ? 'page' : undefined}
                  prefetch="intent"
                >
                  {isPolicyHandle(item.handle) ? t(policyNameKey(item.handle)) : item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={policyStyles.main}>
          <h1 className={styles.title}>{title}</h1>
          {/* Sanitized by the content engine (packages/commerce/src/content/sanitize.ts). */}
          <div className={policyStyles.body} data-testid="policy-body" dangerouslySetInnerHTML={{ __html: policy.body_html }} />
          {contact ? (
            <>
              <BrowseContactForm id={CONTACT_FORM_ID} failure={failure} ticket={ticket} />
              <BrowseContactChannels contact={contact} />
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';

import { PolicyIndexPage } from '@vitrine/ui';
import { PageLabelsProvider, useT } from '@vitrine/i18n';
import { BROWSE_PATHS, isPolicyHandle, policyNameKey } from './browse-links';
import { PAGE_CACHE } from '../server/cache';
import { browseMeta, metaI18n } from '../seo/browse';
import type { Route } from './+types/policy-index';

/** Characters of a policy's text shown on its card. */
const SUMMARY_LENGTH = 140;

/** The first words of a policy's text, without markup. */
function summaryOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH).replace(/\s+\S*$/, '')}…` : text;
}

export function loader({ context }: Route.LoaderArgs) {
  const { pages } = context.commerce.content;
  return {
    policies: pages
      .listPolicies()
      .map((item) => ({ ...item, summary: summaryOf(pages.getPolicy(item.handle).body_html) })),
  };
}

export function headers() {
  return { 'Cache-Control': PAGE_CACHE };
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaI18n(args.matches);
  const title = t('policy.title');
  return browseMeta(args, {
    title,
    description: t('policy.lead'),
    crumbs: [{ name: title, path: BROWSE_PATHS.policies }],
  });
}

/** Every store policy (route name policy-index), each a card with its first words: the kit's composition. */
export default function PolicyIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const policies = loaderData.policies.map((item) => ({
    handle: item.handle,
    title: isPolicyHandle(item.handle) ? t(policyNameKey(item.handle)) : item.title,
    href: BROWSE_PATHS.policy(item.handle),
    summary: item.summary,
  }));
  return (
    <PageLabelsProvider>
      <PolicyIndexPage policies={policies} />
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';

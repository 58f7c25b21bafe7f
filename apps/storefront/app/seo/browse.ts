import type { MetaDescriptor } from 'react-router';
import { createI18n, type I18n } from '@vitrine/i18n';
import { breadcrumbJsonLd, clampDescription, plainText, type JsonLd } from './json-ld';
import { metaMessages, rootSeo, seoMeta, type ShareImage } from './meta';
import type { MetaInput } from './pages';
import { pageTitle } from './pages';
import { canonicalUrl, shareImageUrl, STORE_NAME } from './urls';

/**
 * The translations of the page's language, read from the root loader's data
 * (meta functions cannot call hooks). Without root data: English keys as text.
 */
export function metaI18n(matches: MetaInput['matches']): I18n {
  const { messages, locale } = metaMessages(matches);
  return createI18n(locale, messages);
}

/** One step of the breadcrumb trail in structured data: a name and a path on this site. */
export interface BrowseCrumb {
  name: string;
  path: string;
}

/** What a browse page says about itself. */
export interface BrowsePage {
  /** The page's own title, without the store name (added here). */
  title: string;
  description?: string;
  /** Pages after the first say so in the title (each page is its own document). */
  page?: number;
  /** The trail after Home; the last entry is the page itself. */
  crumbs?: readonly BrowseCrumb[];
  image?: ShareImage | null;
  /** Result pages of a search: useful to shoppers, not to search engines. */
  noindex?: boolean;
  jsonLd?: readonly JsonLd[];
}

/**
 * Meta descriptors of a browse page: translated title, description, canonical
 * and hreflang links, Open Graph and a BreadcrumbList starting at Home.
 *
 * @example
 * export function meta({ location, matches }: Route.MetaArgs) {
 *   const { t } = metaI18n(matches);
 *   return browseMeta({ location, matches }, { title: t('browse.collections.title'), crumbs: [{ name: t('browse.collections.title'), path: '/collections' }] });
 * }
 */
export function browseMeta({ location, matches }: MetaInput, page: BrowsePage): MetaDescriptor[] {
  const { t } = metaI18n(matches);
  const shown =
    page.page && page.page > 1 ? t('browse.titleWithPage', { title: page.title, page: page.page }) : page.title;
  const title = pageTitle(shown);
  const description = page.description
    ? clampDescription(plainText(page.description))
    : `${page.title} · ${STORE_NAME}`;
  const root = rootSeo(matches);
  if (!root) return [{ title }, { name: 'description', content: description }];
  const { origin } = root.seo;
  const crumbs = [{ name: t('common.home'), url: `${origin}/` }];
  for (const crumb of page.crumbs ?? []) {
    crumbs.push({ name: crumb.name, url: canonicalUrl(origin, { pathname: crumb.path, search: '' }) });
  }
  return seoMeta({
    title,
    description,
    origin,
    location,
    locale: root.locale,
    image: page.image ?? null,
    noindex: page.noindex ?? false,
    jsonLd: [...(page.crumbs?.length ? [breadcrumbJsonLd(crumbs)] : []), ...(page.jsonLd ?? [])],
  });
}

/** What an article's structured data needs. */
export interface ArticleJsonLdInput {
  title: string;
  excerpt: string;
  author: string;
  published_at: string;
  image: { url: string } | null;
  /** Absolute address of the article. */
  url: string;
  origin: string;
}

/**
 * schema.org BlogPosting of an article (headline, author, date, picture).
 *
 * @example
 * articleJsonLd({ title: 'How to wash linen', author: 'Maren Holt', published_at: '2025-03-04T09:00:00Z', … })
 */
export function articleJsonLd(article: ArticleJsonLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: clampDescription(article.excerpt),
    datePublished: article.published_at,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: STORE_NAME },
    mainEntityOfPage: article.url,
    ...(article.image ? { image: shareImageUrl(article.origin, article.image.url) } : {}),
  };
}

/** The site's origin from the root loader (absolute addresses in structured data); empty without root data. */
export function metaOrigin(matches: MetaInput['matches']): string {
  return rootSeo(matches)?.seo.origin ?? '';
}

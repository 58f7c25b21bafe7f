/**
 * Addresses of the browse pages, in one place so the header, footer, pages
 * and sitemap agree. Policy handles are the content engine's.
 */

/** The six store policies of the spec (about us, contact us, refund, shipping, privacy, terms of service), in footer order. */
export const POLICY_HANDLES = [
  'about-us',
  'contact-us',
  'refund-policy',
  'shipping-policy',
  'privacy-policy',
  'terms-of-service',
] as const;
export type PolicyHandle = (typeof POLICY_HANDLES)[number];

/** The policy whose page carries the contact form. */
export const CONTACT_POLICY: PolicyHandle = 'contact-us';

export const BROWSE_PATHS = {
  search: '/search',
  collections: '/collections',
  allProducts: '/collections/all',
  collection: (handle: string) => `/collections/${encodeURIComponent(handle)}`,
  blogs: '/blogs',
  blog: (handle: string) => `/blogs/${encodeURIComponent(handle)}`,
  article: (blog: string, article: string) => `/blogs/${encodeURIComponent(blog)}/${encodeURIComponent(article)}`,
  policies: '/policies',
  policy: (handle: string) => `/policies/${encodeURIComponent(handle)}`,
  contact: `/policies/${CONTACT_POLICY}`,
} as const;

/** The blog addresses, as the kit's blog pages take them. */
export const BLOG_PATHS = { blog: BROWSE_PATHS.blog, article: BROWSE_PATHS.article };

/** Whether a handle is one of the six policies (the pages the footer links). */
export function isPolicyHandle(handle: string): handle is PolicyHandle {
  return (POLICY_HANDLES as readonly string[]).includes(handle);
}

/** The message key of a policy's name (translated; the policy text itself is the store's content). */
export function policyNameKey(handle: PolicyHandle) {
  const keys = {
    'about-us': 'policy.name.aboutUs',
    'contact-us': 'policy.name.contactUs',
    'refund-policy': 'policy.name.refund',
    'shipping-policy': 'policy.name.shipping',
    'privacy-policy': 'policy.name.privacy',
    'terms-of-service': 'policy.name.terms',
  } as const;
  return keys[handle];
}

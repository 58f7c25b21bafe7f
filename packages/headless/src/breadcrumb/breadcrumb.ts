import type {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLabels,
  BreadcrumbSettings,
  BuildBreadcrumbInput,
} from './breadcrumb.types';

/** Widest a breadcrumb text may be before it is cut with an ellipsis, in CSS px (spec 2). */
export const BREADCRUMB_MAX_TEXT_WIDTH = 220;
/** The first item always links home (spec 2). */
export const BREADCRUMB_HOME_PATH = '/';
/** Blog pages get a link to the blog list after Home (spec 2). */
export const BREADCRUMB_BLOGS_PATH = '/blogs';

/** Blog pages below the blog list, which get the Blogs link (the list itself is the last item there). */
const PAGES_UNDER_BLOGS: readonly string[] = ['blog_collections.getBlogs', 'blogs.show'];
/** Pages whose page-meta breadcrumb is used (spec 2: product, collection and blog pages). */
const PAGE_META_ROUTES: readonly string[] = [
  'product-index',
  'collection-index',
  'collection-show',
  'collections-all',
  'blogs.index',
  'blog_collections.getBlogs',
  'blogs.show',
];
/** Previous pages a page accepts from its referrer (spec 2): product ← collection, blog article ← blog list. */
export const BREADCRUMB_ALLOWED_PREVIOUS: Readonly<Record<string, readonly string[]>> = {
  'product-index': ['collections-all', 'collection-show'],
  'blogs.show': ['blogs.index', 'blog_collections.getBlogs'],
};

/** English fallbacks for the last item when a page has no title; pass `labels` to translate. */
export const DEFAULT_BREADCRUMB_LABELS: Required<Omit<BreadcrumbLabels, 'routes'>> & {
  routes: Record<string, string>;
} = {
  home: 'Home',
  blogs: 'Blogs',
  page: 'Page',
  routes: {
    commoditylist: 'Home',
    search: 'Search',
    'collection-index': 'Collections',
    'collection-show': 'Collection',
    'collections-all': 'All products',
    'product-index': 'Product',
    cart: 'Cart',
    checkouts: 'Checkout',
    'order-query': 'Thank you',
    'order-received': 'Processing',
    address: 'Addresses',
    account: 'Account',
    'blogs.index': 'Blogs',
    'blog_collections.getBlogs': 'Blog',
    'blogs.show': 'Article',
    'policy-index': 'Policy',
    reviews: 'Reviews',
    'wishlist-index': 'Wish list',
  },
};

const isOn = (value: boolean | number | string | null | undefined) =>
  value === true || value === 1 || value === '1' || value === 'true';

/**
 * Whether the theme shows breadcrumbs: the header module's setting or the
 * global web navigation `web_navigate.show_navigate` (spec 2, 3). `1`, `'1'`
 * and `true` count as on.
 *
 * @example
 * isBreadcrumbShown({ webNavigate: { show_navigate: 1 } }); // true
 * isBreadcrumbShown({ headerShowBreadcrumb: false }); // false
 */
export function isBreadcrumbShown(settings: BreadcrumbSettings | null | undefined): boolean {
  if (!settings) return false;
  return isOn(settings.headerShowBreadcrumb) || isOn(settings.webNavigate?.show_navigate);
}

/**
 * The last item's text: the page title, else the route's label (spec 2).
 *
 * @example
 * currentPageLabel('cart', null); // 'Cart'
 */
export function currentPageLabel(
  routeName: string | null,
  title: string | null | undefined,
  labels: BreadcrumbLabels = {},
): string {
  if (title && title.trim()) return title;
  const routes = { ...DEFAULT_BREADCRUMB_LABELS.routes, ...labels.routes };
  return (routeName && routes[routeName]) || labels.page || DEFAULT_BREADCRUMB_LABELS.page;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The breadcrumb for a page (spec 2):
 * 1. Home (→ `/`) first.
 * 2. Blogs (→ `/blogs`) on blog collection and article pages.
 * 3. The page-meta breadcrumb of a product, collection or blog page; when it
 *    has none, the previous page from the referrer and its session record,
 *    only for allowed pairings (product ← `collections-all`/`collection-show`,
 *    article ← `blogs.index`/`blog_collections.getBlogs`).
 * 4. The current page: its title, else the route's label.
 * Entries linking where an earlier item already links (Home, Blogs, the page
 * itself) are left out. On the home page the bar is just Home.
 *
 * @example
 * buildBreadcrumb({
 *   routeName: 'product-index',
 *   title: 'Linen shirt',
 *   referrerPath: '/collections/shirts',
 *   records: { '/collections/shirts': { title: 'Shirts', route: 'collection-show', href: '/collections/shirts?page=2' } },
 *   settings: { headerShowBreadcrumb: true },
 * }).items.map((item) => item.label); // ['Home', 'Shirts', 'Linen shirt']
 */
export function buildBreadcrumb(input: BuildBreadcrumbInput): Breadcrumb {
  const labels = input.labels ?? {};
  const isShown = isBreadcrumbShown(input.settings);
  const home: BreadcrumbItem = {
    label: labels.home ?? DEFAULT_BREADCRUMB_LABELS.home,
    href: BREADCRUMB_HOME_PATH,
    isCurrent: false,
  };
  if (input.routeName === 'commoditylist') return { isShown, items: [{ ...home, href: null, isCurrent: true }] };

  const items: BreadcrumbItem[] = [home];
  const routeName = input.routeName ?? '';
  if (PAGES_UNDER_BLOGS.includes(routeName)) {
    items.push({
      label: labels.blogs ?? DEFAULT_BREADCRUMB_LABELS.blogs,
      href: BREADCRUMB_BLOGS_PATH,
      isCurrent: false,
    });
  }

  const linked = new Set(items.map((item) => item.href));
  if (input.path) linked.add(withoutTrailingSlash(input.path.split('?')[0] ?? ''));
  const addMiddle = (label: string, href: string) => {
    const key = withoutTrailingSlash(href.split('?')[0] ?? '');
    if (!label || linked.has(key) || linked.has(href)) return;
    linked.add(key);
    items.push({ label, href, isCurrent: false });
  };

  const meta = PAGE_META_ROUTES.includes(routeName) ? (input.pageMetaBreadcrumb ?? []) : [];
  if (meta.length > 0) {
    for (const entry of meta) addMiddle(entry.name, entry.path);
  } else {
    const previous = previousPage(routeName, input);
    if (previous) addMiddle(previous.title, previous.href);
  }

  items.push({ label: currentPageLabel(input.routeName, input.title, labels), href: null, isCurrent: true });
  return { isShown, items };
}

function previousPage(routeName: string, input: BuildBreadcrumbInput) {
  const allowed = BREADCRUMB_ALLOWED_PREVIOUS[routeName];
  if (!allowed || !input.referrerPath || !input.records) return null;
  const records = input.records;
  const own = (key: string) => (Object.prototype.hasOwnProperty.call(records, key) ? records[key] : undefined);
  const record = own(withoutTrailingSlash(input.referrerPath)) ?? own(input.referrerPath);
  return record && allowed.includes(record.route) ? record : null;
}

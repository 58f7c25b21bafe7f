/** One link of the breadcrumb bar. */
export interface BreadcrumbItem {
  label: string;
  /** Where it links; `null` for the current page (the last item). */
  href: string | null;
  /** `true` for the last item: render it with `aria-current="page"`. */
  isCurrent: boolean;
}

/** What is remembered, per path, about a page the shopper saw this session (spec 2). */
export interface BreadcrumbPageRecord {
  title: string;
  /** Route name of the page (spec 2), e.g. `collection-show`. */
  route: string;
  /** Link back to it, with its query (say, page 2 of a collection). */
  href: string;
}

/** One entry of the breadcrumb a product, collection or blog page carries in its page meta. */
export interface PageMetaBreadcrumbEntry {
  path: string;
  name: string;
}

/** The theme settings that switch the bar on (spec 2: header module or global web navigation). */
export interface BreadcrumbSettings {
  /** The header module's show-breadcrumb setting. */
  headerShowBreadcrumb?: boolean | number | string | null;
  /** The theme's global web navigation (`web_navigate.show_navigate`, spec 3). */
  webNavigate?: { show_navigate?: boolean | number | string | null } | null;
}

/** Link texts, for translation. Route labels are used as the last item when the page has no title. */
export interface BreadcrumbLabels {
  home?: string;
  blogs?: string;
  /** Fallback title per route name. */
  routes?: Partial<Record<string, string>>;
  /** Fallback title of a route without its own label. */
  page?: string;
}

/** Input of `buildBreadcrumb`. */
export interface BuildBreadcrumbInput {
  /** Route name of the current page (spec 2). */
  routeName: string | null;
  /** Path of the current page, used to leave it out of the middle items. */
  path?: string | null;
  /** Title of the current page. */
  title?: string | null;
  /** Path of the same-origin referrer, if any. */
  referrerPath?: string | null;
  /** Pages seen this session, by path. */
  records?: Readonly<Record<string, BreadcrumbPageRecord>>;
  /** The page's own breadcrumb from its page meta; wins over the referrer (product, collection and blog pages). */
  pageMetaBreadcrumb?: readonly PageMetaBreadcrumbEntry[] | null;
  labels?: BreadcrumbLabels;
  settings?: BreadcrumbSettings | null;
}

/** The bar to render. */
export interface Breadcrumb {
  /** Whether the theme shows breadcrumbs at all. */
  isShown: boolean;
  items: BreadcrumbItem[];
}

import type { Plugin } from 'vite';

/** A vanilla-extract style module, or the stylesheet it compiles to. */
const STYLE_MODULE = /\.css\.ts($|\?|\.vanilla)/;
/** The themes' own modules: a page loads only its theme's (app/site/site-themes.server.ts). */
const THEME_PACKAGE = /packages[\\/]themes[\\/]/;
/** React, React DOM and React Router with the packages they bring: what every page runs first. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
/**
 * The shop's own modules that this many pages and lazily loaded parts use go
 * in one `shared` file. Measured on cold loads (product, home, collection,
 * cart, search, sign-in): at 6, 3–9 KB less JavaScript and 15–25 fewer
 * requests per page than leaving them in 20–30 files of under a kilobyte;
 * at 3 the file takes code most pages never run (+50 KB); at 12 it saves less.
 */
const SHARED_BY = 6;
/**
 * The account's own modules (its routes, pages, forms and errors): many
 * routes share them, so by count alone they went into `shared` and every
 * page downloaded them (about 8 KB of the product page's JavaScript).
 */
const ACCOUNT =
  /apps[\\/]storefront[\\/]app[\\/]account[\\/]|packages[\\/]ui[\\/]src[\\/]pages[\\/]AccountPage[\\/]|app[\\/]seo[\\/]account\./;
/** The label tables of the account, checkout, search, blog and policy pages: none of the product, home or collection pages use them. */
const PAGE_LABELS = /packages[\\/]i18n[\\/]src[\\/]pageLabels\./;

/**
 * Fewer, larger files for what every page loads, in the client build:
 * - `framework`: React, React DOM and React Router in one file (they came in
 *   four);
 * - `styles`: every component style (the kit's and the shop's `.css.ts`) in
 *   one stylesheet and one small module of class names: one render-blocking
 *   request instead of twenty or more, cached from the first page on. The
 *   themes' own styles stay apart.
 * - `shared`: the shop's own modules used by {@link SHARED_BY} or more
 *   pages and lazy parts (providers, prices, links, labels), one file instead
 *   of a file of a few hundred bytes each, whose headers weighed as much.
 * - `account` and `page-labels`: modules many routes share but the shop's
 *   browsing pages never run, taken out before `shared` (each module alone,
 *   not with what it imports: the shared code they use stays shared).
 * A route's own code and what only a few routes share stay split as the
 * bundler cuts them. Route files may export more than their route module's
 * names (`allow-extension`), so code only a route and its lazily loaded parts
 * use can stay in the route's file instead of a file of its own.
 */
export function siteChunks(): Plugin {
  return {
    name: 'vitrine:site-chunks',
    apply: 'build',
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return;
      return {
        build: {
          rolldownOptions: {
            // Needed to take single modules (not their imports) into a group.
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', priority: 2, test: FRAMEWORK },
                  {
                    name: 'styles',
                    priority: 1,
                    test: (id: string) => STYLE_MODULE.test(id) && !THEME_PACKAGE.test(id),
                  },
                  {
                    name: 'account',
                    priority: 1,
                    minShareCount: 2,
                    includeDependenciesRecursively: false,
                    test: (id: string) => ACCOUNT.test(id) && !STYLE_MODULE.test(id),
                  },
                  {
                    name: 'page-labels',
                    priority: 1,
                    includeDependenciesRecursively: false,
                    test: (id: string) => PAGE_LABELS.test(id),
                  },
                  {
                    name: 'shared',
                    minShareCount: SHARED_BY,
                    test: (id: string) => !id.includes('node_modules') && !THEME_PACKAGE.test(id),
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

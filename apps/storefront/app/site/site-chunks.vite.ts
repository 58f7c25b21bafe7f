import type { Plugin } from 'vite';

/** A vanilla-extract style module, or the stylesheet it compiles to. */
const STYLE_MODULE = /\.css\.ts($|\?|\.vanilla)/;
/** The themes' own modules: a page loads only its theme's (app/site/site-themes.server.ts). */
const THEME_PACKAGE = /packages[\\/]themes[\\/]/;
/** React, React DOM and React Router with the packages they bring: what every page runs first. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

/**
 * Fewer, larger files for what every page loads, in the client build:
 * - `framework`: React, React DOM and React Router in one file (they came in
 *   four);
 * - `styles`: every component style (the kit's and the shop's `.css.ts`) in
 *   one stylesheet and one small module of class names: one render-blocking
 *   request instead of twenty or more, cached from the first page on. The
 *   themes' own styles stay apart.
 * A route's own code and what only some routes share stay split as the
 * bundler cuts them.
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
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', priority: 2, test: FRAMEWORK },
                  { name: 'styles', priority: 1, test: (id: string) => STYLE_MODULE.test(id) && !THEME_PACKAGE.test(id) },
                ],
              },
            },
          },
        },
      };
    },
  };
}

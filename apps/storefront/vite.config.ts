import zlib from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { siteChunks } from './app/site/site-chunks.vite';
import { vitrineThemes } from './app/site/site-themes.vite';

/** Native or WebAssembly server packages: loaded from node_modules at run time, never bundled. */
const SERVER_EXTERNALS = ['@electric-sql/pglite', 'pg', 'sharp', 'express', 'compression'];

/**
 * The browser formats message catalogues the server parsed (`catalogFor` in @vitrine/i18n), so its
 * `intl-messageformat` gets the parser's `no-parser` entry (same types and helpers, a `parse` that
 * throws): about 7 KB brotli less on every page. The server keeps the parser.
 */
function icuMessagesWithoutParser(): Plugin {
  const PARSER = '@formatjs/icu-messageformat-parser';
  return {
    name: 'vitrine:icu-messages-without-parser',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== PARSER || this.environment.config.consumer !== 'client') return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is the Express app (server/app.ts), which wraps React Router's handler.
  // The client build keeps Vite's manifest (.vite/manifest.json, not served): the server reads each
  // theme's stylesheet from it, so a page links only its theme's CSS (app/site/site-themes.server.ts).
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' }, target: 'node20' }
    : {
        target: 'es2022',
        manifest: true,
        // A lazily imported part (an island shown after first paint, analytics after consent) fetches the
        // JS it imports itself; its stylesheets are still preloaded with it. Listing every JS dependency of
        // every lazy import inside the first-load chunks cost about 1.5 KB gzipped on the product page,
        // mostly chunks the page had already loaded.
        modulePreload: {
          resolveDependencies: (_file: string, _deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
            hostType === 'js' ? [] : _deps,
        },
      },
  ssr: { external: SERVER_EXTERNALS },
  // vitrineThemes: the installed @vitrine/theme-* packages are the themes the store can serve.
  plugins: [
    icuMessagesWithoutParser(),
    vanillaExtractPlugin(),
    vitrineThemes(),
    reactRouter(),
    // Fewer, larger files for what every page loads (app/site/site-chunks.vite.ts).
    siteChunks(),
    // The browser's files compressed once at build time at the highest levels (brotli 11, gzip 9), served as
    // they are by server.mjs: about an eighth smaller than compressing each answer on the fly.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|json|svg|txt|xml|webmanifest)$/,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
      }),
  ],
}));

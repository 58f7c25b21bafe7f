import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { vitrineThemes } from './app/site/site-themes.vite';

/** Native or WebAssembly server packages: loaded from node_modules at run time, never bundled. */
const SERVER_EXTERNALS = ['@electric-sql/pglite', 'pg', 'sharp', 'express', 'compression'];

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is the Express app (server/app.ts), which wraps React Router's handler.
  // The client build keeps Vite's manifest (.vite/manifest.json, not served): the server reads each
  // theme's stylesheet from it, so a page links only its theme's CSS (app/site/site-themes.server.ts).
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' }, target: 'node20' }
    : { target: 'es2022', manifest: true },
  ssr: { external: SERVER_EXTERNALS },
  // vitrineThemes: the installed @vitrine/theme-* packages are the themes the store can serve.
  plugins: [vanillaExtractPlugin(), vitrineThemes(), reactRouter()],
}));

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of the client build's Vite manifest. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The CSS files a chunk brings, with those of everything it imports. */
function cssOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((imported) => cssOf(manifest, imported, seen))];
}

/**
 * The stylesheets of a route's on-demand parts (the chunks it loads with
 * `import()`), minus those the route links anyway: the server draws those
 * parts (the kit's `Deferred`), so their styles must arrive with the page,
 * not with their code.
 *
 * @example deferredStylesheetsFrom(manifest, 'app/product/product.tsx') // ['/assets/LastSales-C7Db.css', …]
 */
export function deferredStylesheetsFrom(manifest: Manifest, route: string, publicPath = '/'): string[] {
  const key = Object.keys(manifest).find((name) => name === route || name.startsWith(`${route}?`));
  const entry = key ? manifest[key] : undefined;
  if (!key || !entry) return [];
  const linked = new Set(cssOf(manifest, key));
  const lazy = new Set((entry.dynamicImports ?? []).flatMap((imported) => cssOf(manifest, imported)));
  return [...lazy].filter((file) => !linked.has(file)).map((file) => `${publicPath}${file}`);
}

let manifest: Manifest | null | undefined;
const byRoute = new Map<string, string[]>();

/**
 * {@link deferredStylesheetsFrom} for the built client (read once); empty in
 * development, where each part's module brings its own styles.
 */
export function deferredStylesheets(route: string): string[] {
  if (manifest === undefined) {
    const file = path.resolve(process.env.VITRINE_BUILD_DIR || 'build', 'client/.vite/manifest.json');
    try {
      manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
    } catch (error) {
      console.error('deferred stylesheets: unreadable build manifest', error);
      manifest = null;
    }
  }
  if (!manifest) return [];
  let found = byRoute.get(route);
  if (!found) byRoute.set(route, (found = deferredStylesheetsFrom(manifest, route)));
  return found;
}

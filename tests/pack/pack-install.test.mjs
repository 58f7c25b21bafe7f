// The packages as npm users get them: headless, ui and the five themes are built, packed with
// `pnpm pack` (the tarballs `pnpm publish` uploads: `publishConfig` exports, `workspace:` ranges
// rewritten), installed with npm into a fresh Vite + React app outside the repository, and used
// there: the app type-checks against the packages' declarations (as bundlers resolve modules and as
// Node does, `"moduleResolution": "nodenext"`), builds with Vite, and renders a
// product card in the Vogue theme through the headless provider and hooks, its data served by a
// mocked store API: on the server (MSW under Node) and in Chromium, where the built page hydrates.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../scripts/chromium-args.mjs';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const APP_TEMPLATE = join(import.meta.dirname, 'app');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
/** Where the packages' sources are published: each package.json names its folder in it. */
const REPOSITORY = 'git+https://github.com/vitrine-shop/vitrine.git';
/** Debian's Chromium (`pnpm test` installs it first); nothing here downloads a browser. */

/** The published packages: folder in the repository and npm name. */
const PACKAGES = [
  ['packages/headless', '@vitrine/headless'],
  ['packages/ui', '@vitrine/ui'],
  ...['default', 'vogue', 'venue', 'showtime', 'athena'].map((theme) => [
    `packages/themes/${theme}`,
    `@vitrine/theme-${theme}`,
  ]),
];

/** Build and test tools of the app, not in the repository: its standard React plugin for Vite. */
const PLUGIN_REACT_VERSION = '6.3.0';

/** A transparent one-pixel PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A product in the store API's shape (`GET /products`), on sale. */
const PRODUCT = {
  ID: 41,
  handle: 'linen-shirt',
  title: 'Linen Shirt',
  vendor: 'Atelier Nord',
  product_type: 'Shirts',
  price: 12900,
  price_max: 12900,
  compare_at_price: 15900,
  currency: 'USD',
  image: { url: '/media/linen-shirt-1.jpg', alt: 'Linen Shirt in sand', width: 800, height: 1000 },
  hover_image: null,
  available: true,
  swatches: [],
  single_variant_id: 411,
};

/** A cart (`GET /cart`) holding two of the shirt. */
const CART = {
  hash: 'c0ffee',
  revision: 1,
  currency: 'USD',
  cart: {
    'line-1': {
      key: 'line-1',
      product: { ID: 41, handle: 'linen-shirt', title: 'Linen Shirt', price: 12900, sku: 'LS' },
      variant: {
        ID: 411,
        title: 'Default',
        sku: 'LS-1',
        price: 12900,
        compare_at_price: 15900,
        options: [],
        available: 8,
      },
      image: null,
      quantity: 2,
      properties: [],
      line_subtotal: 25800,
      discounts: [],
      line_total: 25800,
      line_tax: 0,
    },
  },
  cart_contents_count: 2,
  item_count: 2,
  cart_subtotal: 25800,
  discount_total: 0,
  cart_contents_total: 25800,
  cart_total: 26300,
  coupon_record: null,
  shipping: { methods: [], selected: null },
  shipping_insurance: 0,
  shipping_tax_total: 0,
  shipping_total: 500,
  tax_total: 0,
  taxes_included: false,
  address: null,
  notices: [],
  note: '',
  customer_email: null,
  payment_method: null,
};

/** The environment of the commands run here, without the settings pnpm passes to its scripts. */
const cleanEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^npm_(config|package|lifecycle)_/.test(key) && key !== 'VITRINE_TEST_RESULTS',
    ),
  );

/** Runs a command; on failure the error says which and carries its output. */
async function sh(command, args, cwd) {
  try {
    return await run(command, args, { cwd, env: { ...cleanEnv(), NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
  }
}

/** Seconds each step took, printed at the end. */
const timings = {};
async function timed(step, work) {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings[step] = Math.round((performance.now() - started) / 100) / 10;
  }
}

const versionIn = async (folder, name) =>
  JSON.parse(await readFile(join(ROOT, folder, 'node_modules', name, 'package.json'), 'utf8')).version;

/** Every target of an `exports` map (all conditions). */
function exportTargets(exports) {
  if (typeof exports === 'string') return [exports];
  return Object.values(exports ?? {}).flatMap(exportTargets);
}

/** Package names a built module imports (bare specifiers only). */
function importedPackages(code) {
  const names = new Set();
  for (const match of code.matchAll(/\bfrom\s*"([^"]+)"|\bimport\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
    names.add(
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
  }
  return names;
}

/**
 * The relative specifiers of a declaration file's imports and exports (`import("./x")` types included),
 * not of the examples in its comments: comments, template literals and other strings are matched whole.
 */
function relativeSpecifiers(code) {
  const tokens =
    /\b(?:from|import)\s*\(?\s*(['"])(\.{1,2}(?:\/[^'"\n]*)?)\1|\/\*[\s\S]*?\*\/|\/\/[^\n]*|`(?:[^`\\]|\\.)*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g;
  return [...code.matchAll(tokens)].map((match) => match[2]).filter((specifier) => specifier !== undefined);
}

async function filesUnder(dir, prefix = '') {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
    ),
  );
  return nested.flat();
}

let work;
/** name → { tarball, dir (unpacked), manifest, files } */
const packed = new Map();

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vitrine-pack-'));
  const tarballs = join(work, 'tarballs');
  await mkdir(tarballs);
  // Cached by turbo when `pnpm test` built them already.
  await timed('build', () =>
    sh(
      'pnpm',
      ['exec', 'turbo', 'run', 'types', ...PACKAGES.map(([, name]) => `--filter=${name}`), '--output-logs=errors-only'],
      ROOT,
    ),
  );
  await timed('pack', () =>
    Promise.all(
      PACKAGES.map(async ([folder, name]) => {
        const { stdout } = await sh('pnpm', ['pack', '--pack-destination', tarballs], join(ROOT, folder));
        const tarball = stdout.trim().split('\n').at(-1);
        const dir = join(work, 'unpacked', name);
        await mkdir(dir, { recursive: true });
        await sh('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1'], work);
        const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
        packed.set(name, { tarball, dir, manifest, files: await filesUnder(dir) });
      }),
    ),
  );
}, 600_000);

afterAll(async () => {
  console.log(`pack-and-install steps (s): ${JSON.stringify(timings)}`);
  for (const [name, { tarball, files }] of packed) {
    const { size } = await stat(tarball);
    console.log(`${name}: ${files.length} files, ${Math.round(size / 1024)} KB packed`);
  }
  if (work && !process.env.KEEP_PACK_APP) await rm(work, { recursive: true, force: true });
});

describe('the packed packages', () => {
  it.each(PACKAGES.map(([, name]) => name))('%s holds every file its manifest names, and no sources', (name) => {
    const { manifest, files } = packed.get(name);
    expect(manifest.private).toBeUndefined();
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(manifest.license).toBeTruthy();
    expect(manifest.description).toBeTruthy();
    const targets = [...exportTargets(manifest.exports), manifest.types].map((target) => target.replace(/^\.\//, ''));
    expect(targets).toContain('package.json');
    expect(targets.filter((target) => !files.includes(target))).toEqual([]);
    // The exports are the built files: ESM with declarations beside them.
    for (const [path, target] of Object.entries(manifest.exports).filter(([, target]) => typeof target !== 'string')) {
      expect([path, target.import]).toEqual([path, expect.stringMatching(/^\.\/dist\/.+\.js$/)]);
      expect([path, target.types]).toEqual([path, expect.stringMatching(/^\.\/dist\/.+\.d\.ts$/)]);
    }
    expect(
      files.filter(
        (file) => file.startsWith('src/') || file.endsWith('.css.ts') || /\.tsx?$/.test(file.replace(/\.d\.ts$/, '')),
      ),
    ).toEqual([]);
    const ranges = { ...manifest.dependencies, ...manifest.peerDependencies };
    expect(Object.entries(ranges).filter(([, range]) => range.startsWith('workspace:'))).toEqual([]);
  });

  it.each(PACKAGES)('%s ships its licence, and its manifest says where its sources are', async (folder, name) => {
    const { manifest, files, dir } = packed.get(name);
    expect(manifest.license).toBe('MIT');
    expect(files).toContain('LICENSE');
    // The repository's licence, word for word (each package keeps a copy: npm packs a package's own folder).
    expect(await readFile(join(dir, 'LICENSE'), 'utf8')).toBe(await readFile(join(ROOT, 'LICENSE'), 'utf8'));
    expect(manifest.repository).toEqual({ type: 'git', url: REPOSITORY, directory: folder });
    expect(manifest.homepage).toBe(`https://github.com/vitrine-shop/vitrine/tree/main/${folder}#readme`);
    expect(manifest.bugs).toEqual({ url: 'https://github.com/vitrine-shop/vitrine/issues' });
  });

  it.each(PACKAGES.map(([, name]) => name))('%s declares every package its code imports', async (name) => {
    const { manifest, files, dir } = packed.get(name);
    const declared = new Set([
      manifest.name,
      ...Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }),
    ]);
    const undeclared = new Set();
    for (const file of files.filter((file) => file.endsWith('.js'))) {
      for (const imported of importedPackages(await readFile(join(dir, file), 'utf8'))) {
        if (!declared.has(imported)) undeclared.add(`${imported} (${file})`);
      }
    }
    expect([...undeclared]).toEqual([]);
  });

  it.each(PACKAGES.map(([, name]) => name))(
    '%s declarations name the files they import, as Node resolves them (`./cart.js`, not `./cart`)',
    async (name) => {
      const { files, dir } = packed.get(name);
      const unresolved = [];
      for (const file of files.filter((file) => file.endsWith('.d.ts'))) {
        const code = await readFile(join(dir, file), 'utf8');
        for (const specifier of relativeSpecifiers(code)) {
          const declaration = join(dirname(file), specifier).replace(/\.js$/, '.d.ts');
          if (!specifier.endsWith('.js') || !files.includes(declaration)) unresolved.push(`${file}: '${specifier}'`);
        }
      }
      expect(unresolved).toEqual([]);
    },
  );

  it('ships the kit and each theme with a compiled stylesheet, kept by bundlers', () => {
    for (const [, name] of PACKAGES.slice(1)) {
      const { manifest, files } = packed.get(name);
      expect([name, manifest.exports['./styles.css']]).toEqual([name, './dist/index.css']);
      expect(files).toContain('dist/index.css');
      expect(manifest.sideEffects).toEqual(expect.arrayContaining(['*.css']));
    }
  });
});

describe('installed with npm into a fresh Vite + React app', () => {
  let app;
  let page;

  beforeAll(async () => {
    app = join(work, 'app');
    await cp(APP_TEMPLATE, app, { recursive: true });
    const tarball = (name) => `file:${packed.get(name).tarball}`;
    const manifest = {
      name: 'vitrine-packages-app',
      private: true,
      type: 'module',
      dependencies: {
        ...Object.fromEntries(PACKAGES.map(([, name]) => [name, tarball(name)])),
        react: await versionIn('packages/ui', 'react'),
        'react-dom': await versionIn('packages/ui', 'react-dom'),
      },
      devDependencies: {
        '@types/react': await versionIn('packages/ui', '@types/react'),
        '@types/react-dom': await versionIn('packages/ui', '@types/react-dom'),
        '@vitejs/plugin-react': PLUGIN_REACT_VERSION,
        msw: await versionIn('packages/headless', 'msw'),
        vite: await versionIn('apps/storefront', 'vite'),
      },
    };
    await writeFile(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(join(app, 'fixture.json'), JSON.stringify({ product: PRODUCT, cart: CART }));
    // Every entry point of every package, imported for its types: the type checks read the
    // declarations of each, not only of those the page uses.
    const entries = [...packed].flatMap(([name, { manifest }]) =>
      Object.entries(manifest.exports)
        .filter(([, target]) => target.types)
        .map(([path]) => `${name}${path.slice(1)}`),
    );
    await writeFile(
      join(app, 'src/entries.ts'),
      entries.map((entry, index) => `export type * as Entry${index} from '${entry}';\n`).join(''),
    );

    await timed('npm install', () =>
      sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app),
    );
    await timed('vite build', () =>
      Promise.all([
        sh(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], app),
        sh(
          process.execPath,
          ['node_modules/vite/bin/vite.js', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server'],
          app,
        ),
      ]),
    );
    const { stdout } = await timed('render', () => sh(process.execPath, ['check.mjs'], app));
    page = JSON.parse(stdout);
  }, 600_000);

  it('installs the packages from their tarballs, one copy of each, every peer met', async () => {
    const { stdout } = await sh('npm', ['ls', '--all', '--json'], app);
    const tree = JSON.parse(stdout);
    expect(tree.problems).toBeUndefined();
    const copies = new Map();
    const walk = (deps = {}) => {
      for (const [name, dep] of Object.entries(deps)) {
        // A deduplicated entry names no tarball: it is the copy listed elsewhere.
        if (name.startsWith('@vitrine/') && dep.resolved) copies.set(name, [...(copies.get(name) ?? []), dep.resolved]);
        walk(dep.dependencies);
      }
    };
    walk(tree.dependencies);
    for (const [, name] of PACKAGES) {
      expect([name, copies.get(name)]).toEqual([name, [expect.stringMatching(/\.tgz$/)]]);
    }
  });

  /** tsc's errors on the app (its sources and, `skipLibCheck` off, the declarations they read) under a tsconfig. */
  async function typeErrors(tsconfig) {
    try {
      await run(process.execPath, [TSC, '-p', tsconfig, '--pretty', 'false'], {
        cwd: app,
        env: cleanEnv(),
        maxBuffer: 64 * 1024 * 1024,
      });
      return [];
    } catch (error) {
      if (!error.stdout) throw error;
      const errors = error.stdout.split('\n').filter((line) => /\berror TS\d+/.test(line));
      return errors.length > 0 ? errors : [error.stdout];
    }
  }

  it('type-checks against the packages’ declarations', async () => {
    expect(await timed('tsc', () => typeErrors('tsconfig.json'))).toEqual([]);
  }, 120_000);

  it('type-checks as Node resolves modules too ("moduleResolution": "nodenext"), declarations included', async () => {
    // An ESM package's relative imports need their file names there (`./cart.js`), in declarations
    // as in code: one without them resolves nothing, and its types turn into errors or `any`.
    expect(await timed('tsc nodenext', () => typeErrors('tsconfig.nodenext.json'))).toEqual([]);
  }, 120_000);

  it('renders the product card in the theme with the product and cart from the store API', () => {
    const text = page.html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
    expect(page.requests).toEqual([
      { url: 'http://shop.test/api/store/products?page_size=4', locale: 'en-US' },
      { url: 'http://shop.test/api/store/cart', locale: 'en-US' },
    ]);
    expect(page.theme.name).toBe('vogue');
    expect(page.html).toContain(`<div class="${page.theme.themeClass}" data-theme="vogue">`);
    expect(page.html).toMatch(/<article class="[^"]+" aria-labelledby="[^"]+" data-layout="minimal" data-sale="true">/);
    expect(page.html).toContain('href="/products/linen-shirt"');
    expect(text).toContain('Linen Shirt');
    // Price and compare-at price formatted from minor units; the hooks' cart summary from the cart.
    expect(text).toContain('$129.00');
    expect(text).toContain('$159.00');
    expect(text).toContain('Cart (2): $258.00');
  });

  it('builds the theme’s CSS and the kit’s into the app: the theme class sets the variables the kit’s rules read', async () => {
    const assets = await readdir(join(app, 'dist/assets'));
    const stylesheets = assets.filter((file) => file.endsWith('.css'));
    expect(stylesheets).toHaveLength(1);
    const css = await readFile(join(app, 'dist/assets', stylesheets[0]), 'utf8');
    const html = await readFile(join(app, 'dist/index.html'), 'utf8');
    expect(html).toContain(`/assets/${stylesheets[0]}`);

    // The theme's block: every token as a custom property of the theme class.
    const block = css.match(new RegExp(`\\.${page.theme.themeClass}\\{([^}]*)\\}`))?.[1] ?? '';
    const defined = new Set([...block.matchAll(/(--[\w-]+):/g)].map((match) => match[1]));
    expect(defined.size).toBeGreaterThan(40);
    expect(block).toContain(page.theme.tokens.color.onSurface);
    // The kit's rules (the card's among them) read those same variables: the contract the theme
    // was built against is the kit's.
    const cardClass = page.html.match(/<article class="([^" ]+)/)[1];
    const cardRules = [...css.matchAll(new RegExp(`\\.${cardClass}[^{]*\\{([^}]*)\\}`, 'g'))]
      .map((match) => match[1])
      .join('');
    expect(cardRules).not.toBe('');
    const read = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]));
    const readFromTheme = [...read].filter((name) => defined.has(name));
    expect(readFromTheme.length).toBeGreaterThan(30);
    expect([...cardRules.matchAll(/var\((--[\w-]+)/g)].every((match) => defined.has(match[1]))).toBe(true);
    // The theme's own fonts, resolved from its font packages and emitted with the app.
    expect(assets.filter((file) => /^(jost|bodoni-moda)-latin-wght-normal-.+\.woff2$/.test(file))).toHaveLength(2);
    expect(existsSync(join(app, 'node_modules/@vitrine/ui/src'))).toBe(false);
  });

  it('hydrates in Chromium: the built app loads its data from the store API and shows the card in the theme', async () => {
    const dist = join(app, 'dist');
    // The built page with the server's HTML in it, as a server-rendering app sends it.
    const document = (await readFile(join(dist, 'index.html'), 'utf8')).replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div>`,
    );
    // The store API the page reads once hydrated: the catalogue and cart, and the currency
    // provider's exchange rates and the visitor's country (a visitor in the US: prices stay in dollars).
    const api = {
      '/api/store/products': { products: [PRODUCT], page: 1, page_size: 4, total: 1 },
      '/api/store/cart': CART,
      '/api/store/exchanges': { base: 'USD', rates: { USD: 1, EUR: 0.92, GBP: 0.79 } },
      '/api/store/ip': { currency: 'USD', iso_code: 'US', state: null },
    };
    const apiCalls = [];
    const notFound = [];
    const server = createServer(async (request, response) => {
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname in api) {
        apiCalls.push(`${url.pathname}${url.search}`);
        return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(api[url.pathname]));
      }
      if (url.pathname === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(document);
      if (url.pathname === '/favicon.ico') return response.writeHead(204).end();
      // The product's pictures: a one-pixel PNG stands in for the shop's media.
      if (url.pathname.startsWith('/media/'))
        return response.writeHead(200, { 'content-type': 'image/png' }).end(PIXEL);
      const file = join(dist, url.pathname);
      if (!file.startsWith(dist) || !existsSync(file)) {
        notFound.push(url.pathname);
        return response.writeHead(404).end();
      }
      const type = { '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' }[
        file.slice(file.lastIndexOf('.'))
      ];
      response.writeHead(200, { 'content-type': type ?? 'application/octet-stream' }).end(await readFile(file));
    });
    await new Promise((done) => server.listen(0, '127.0.0.1', done));
    const browser = await chromium.launch({
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
    try {
      const tab = await browser.newPage();
      const problems = [];
      tab.on('pageerror', (error) => problems.push(error.message));
      tab.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      const cartAnswered = tab.waitForResponse((response) => response.url().endsWith('/api/store/cart'));
      await tab.goto(`http://127.0.0.1:${server.address().port}/`);
      await cartAnswered;
      await tab.waitForLoadState('networkidle');
      const shown = await tab.evaluate(() => {
        const themed = document.querySelector('[data-theme]');
        const title = document.querySelector('article h3');
        return {
          background: getComputedStyle(themed).backgroundColor,
          color: getComputedStyle(themed).color,
          titleFont: getComputedStyle(title).fontFamily,
          text: document.querySelector('article').textContent,
          cart: document.querySelector('[data-testid="cart-link"]').textContent,
        };
      });
      // Hydrated without a mismatch or an error, after reading the same answers through the client.
      expect(notFound).toEqual([]);
      expect(problems).toEqual([]);
      expect(apiCalls).toEqual(expect.arrayContaining(['/api/store/products?page_size=4', '/api/store/cart']));
      expect(shown.text).toContain('Linen Shirt');
      expect(shown.text).toContain('$129.00');
      expect(shown.cart).toBe('Cart (2): $258.00');
      // Vogue's colours and faces, from the theme's stylesheet.
      expect(shown.background).toBe('rgb(255, 255, 255)');
      expect(shown.color).toBe('rgb(10, 10, 10)');
      expect(shown.titleFont).toMatch(/Jost|Bodoni Moda/);
    } finally {
      await browser.close();
      server.close();
    }
  });
});

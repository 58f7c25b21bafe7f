/**
 * The package rules of the architecture (`docs/ARCHITECTURE.md`, "Rules of
 * direction"), checked in CI by `pnpm boundaries`. An arrow points at what
 * may be imported; each rule below names the arrow it forbids.
 */
const TESTS = '(\\.test\\.tsx?|\\.stories\\.tsx|/test/|\\.test-helpers\\.ts|\\.testing\\.ts)$';

/** npm packages by name, resolved (a path through node_modules) or not (a bare name: not even installed there). */
const npm = (...names) => `(^|/node_modules/)(${names.join('|')})(/|$)`;
/** Workspace packages by folder, resolved (packages/<folder>/) or not (@vitrine/<name>). */
const own = (...folders) => [
  `^packages/(${folders.join('|')})/`,
  `^@vitrine/(${folders.map((f) => (f === 'themes' ? 'theme-[a-z-]+' : f)).join('|')})(/|$)`,
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-app-imports-another-app',
      comment: 'Apps share code through packages, never through each other.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'nothing-imports-an-app',
      comment: 'Packages are used by apps, never the other way round.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'theme-contract-is-self-contained',
      comment: 'The theme contract imports nothing but vanilla-extract: every theme and component reads it.',
      severity: 'error',
      from: { path: '^packages/ui/src/theme/contract\\.css\\.ts$' },
      to: { pathNot: ['^packages/ui/src/theme/contract\\.css\\.ts$', '@vanilla-extract/css'] },
    },
    {
      name: 'headless-pure-modules-import-no-react',
      comment:
        'Headless logic is plain TypeScript: only hooks (use*.ts), providers and .tsx files touch React (types are fine).',
      severity: 'error',
      from: {
        path: '^packages/headless/src/',
        pathNot: ['/use[A-Z][^/]*\\.ts$', '\\.tsx$', '/provider/', TESTS],
      },
      to: { path: npm('react', 'react-dom'), dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'headless-has-no-dom-css-radix-or-server',
      comment: 'Headless never imports React DOM, CSS, Radix, the router, the UI, the engine or Node built-ins.',
      severity: 'error',
      from: { path: '^packages/headless/src/', pathNot: TESTS },
      to: {
        path: [
          npm('react-dom', 'react-router', '@radix-ui/[^/]+', '@vanilla-extract/[^/]+', 'pg', '@electric-sql/[^/]+'),
          '\\.css(\\.ts)?$',
          ...own('ui', 'i18n', 'commerce', 'themes'),
        ],
      },
    },
    {
      name: 'headless-no-node-builtins',
      severity: 'error',
      from: { path: '^packages/headless/src/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'ui-builds-on-headless-only',
      comment:
        'The kit is router- and server-agnostic: it reads headless and the theme contract, never the catalogues, the engine, themes or a router.',
      severity: 'error',
      from: { path: '^packages/ui/src/', pathNot: TESTS },
      to: {
        path: [
          ...own('i18n', 'commerce', 'themes'),
          npm('react-router', '@react-router/[^/]+', 'express', 'pg', '@electric-sql/[^/]+'),
        ],
      },
    },
    {
      name: 'themes-use-the-contract-only',
      comment: 'A theme is tokens and settings: it reads @vitrine/ui/theme and nothing else of the kit.',
      severity: 'error',
      from: { path: '^packages/themes/[^/]+/src/', pathNot: TESTS },
      to: {
        path: [...own('ui', 'headless', 'commerce', 'i18n')],
        pathNot: ['^packages/ui/src/theme/', '^@vitrine/ui/theme$'],
      },
    },
    {
      name: 'i18n-is-texts-only',
      comment:
        'The catalogues know the kit (its label types and provider) and headless (locales), nothing server-side.',
      severity: 'error',
      from: { path: '^packages/i18n/src/', pathNot: TESTS },
      to: {
        path: [
          ...own('commerce', 'themes'),
          npm('react-router', '@react-router/[^/]+', 'express', 'pg', '@electric-sql/[^/]+'),
        ],
      },
    },
    {
      name: 'commerce-has-no-react-or-http-framework',
      comment: 'The engine is plain server code: no React, no router, no Express, no kit.',
      severity: 'error',
      from: { path: '^packages/commerce/src/' },
      to: {
        path: [
          npm('react', 'react-dom', 'react-router', '@react-router/[^/]+', 'express'),
          ...own('ui', 'i18n', 'themes'),
        ],
      },
    },
    {
      name: 'commerce-reads-only-the-headless-contract',
      comment: 'The engine shares the API contract (types and zod schemas) with headless, nothing else of it.',
      severity: 'error',
      from: { path: '^packages/commerce/src/' },
      to: { path: ['^packages/headless/src/', '^@vitrine/headless$'], pathNot: '^packages/headless/src/contract/' },
    },
    {
      name: 'cli-uses-the-engine-through-its-index',
      comment: 'The command is a thin shell: it calls what @vitrine/commerce exports, never an engine module directly.',
      severity: 'error',
      from: { path: '^packages/cli/' },
      // (and, in its tests, the testing entry: the rule below keeps that out of the command itself)
      to: { path: '^packages/commerce/', pathNot: '^packages/commerce/src/(index|testing)\\.ts$' },
    },
    {
      name: 'apps-use-the-engine-through-its-entry-points',
      comment:
        'The storefront calls the engine through @vitrine/commerce (and its /openapi and, in tests, /testing entries), never an engine module: its query layer and internals stay inside.',
      severity: 'error',
      from: { path: '^apps/', pathNot: '^apps/storybook/' },
      to: { path: '^packages/commerce/', pathNot: '^packages/commerce/src/(index|testing|openapi/index)\\.ts$' },
    },
    {
      name: 'only-tests-open-the-engine-with-its-database',
      comment:
        '@vitrine/commerce/testing hands out the query layer beside the services: for tests and end-to-end fixtures only.',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: [TESTS, '/(test|e2e)/', '^packages/commerce/src/'] },
      to: { path: '^packages/commerce/src/testing\\.ts$' },
    },
    {
      name: 'storybook-never-reaches-the-engine-at-runtime',
      comment: 'Stories run in the browser against MSW: the engine only through its pure, documented parts.',
      severity: 'error',
      from: { path: '^apps/storybook/', pathNot: '^apps/storybook/\\.storybook/handlers/check\\.ts$' },
      to: {
        path: ['^packages/commerce/src/', '^@vitrine/commerce$'],
        pathNot: ['^packages/commerce/src/(openapi|api-schemas|pricing)/'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '/build/', 'storybook-static', '\\.react-router/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};

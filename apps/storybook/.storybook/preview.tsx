import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { CartUiProvider, CurrencyProvider, StoreProvider, createStoreClient, type Locale } from '@vitrine/headless';
import { I18nProvider, PageLabelsProvider, catalogFor } from '@vitrine/i18n';
import { DemoThemeSettings } from '@vitrine/ui/story-frame';
import { fn } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { handlers, storyDataLoader } from './handlers';
import { locales, storyLocale, themes } from './themes';

/**
 * Puts the theme class, `lang` and `dir` on `<html>`, like the storefront's
 * root does. On `<html>` rather than a wrapper so Radix portals (the cart
 * drawer renders into `<body>`) are themed too. The story root carries
 * `lang` and `dir` as well, so a story's own markup states its language.
 */
const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = themes[context.globals.theme as string] ?? themes.default!;
  const locale = storyLocale(context.globals.locale);
  const dir = locales[locale].dir;
  const html = document.documentElement;
  for (const other of Object.values(themes)) html.classList.remove(other.themeClass);
  html.classList.add(theme.themeClass);
  html.dataset.theme = theme.name;
  for (const element of [html, document.getElementById('storybook-root')]) {
    if (!element) continue;
    element.lang = locale;
    element.dir = dir;
  }
  const story = <Story args={{ ...context.args, ...pageArgsOf(context) }} />;
  return (
    // The shop's root loader sends the same catalogue (`catalogFor`) to its `I18nProvider`.
    <I18nProvider locale={locale} messages={catalogFor(locale)}>
      <StoreProvider client={storyClientFor(locale)} initialCart={null} refreshCartOnHistoryNavigation={false}>
        <CurrencyProvider currencyStyle={theme.settings.currencyStyle} storage={null}>
          {/* "Show the cart" after an add is logged, not followed: the preview stays on the story. */}
          <CartUiProvider cartType={theme.settings.cartType} showCart={showCart}>
            {/* The page stories' site frame reads the theme's settings as the shop's frame does. */}
            <DemoThemeSettings.Provider value={theme.settings}>
              {/* The checkout, order and account routes add their page label tables; so do their stories. */}
              {context.title.startsWith('Pages/') ? <PageLabelsProvider>{story}</PageLabelsProvider> : story}
            </DemoThemeSettings.Provider>
          </CartUiProvider>
        </CurrencyProvider>
      </StoreProvider>
    </I18nProvider>
  );
};

/**
 * Props that come from the toolbar (locale) or the theme's settings, for the
 * components that list them in `parameters.fromGlobals`; a story's own args win.
 */
function pageArgsOf(
  context: Pick<StoryContext, 'args' | 'globals' | 'parameters'>,
): Partial<Record<GlobalArg, unknown>> {
  const theme = themes[context.globals.theme as string] ?? themes.default!;
  const fromGlobals: Record<GlobalArg, unknown> = {
    locale: storyLocale(context.globals.locale),
    currencyStyle: theme.settings.currencyStyle,
    layout: theme.settings.layout.productCard,
    headerLayout: theme.settings.layout.header,
    galleryLayout: theme.settings.layout.gallery,
    heroLayout: theme.settings.layout.hero,
    showBreadcrumbs: theme.settings.showBreadcrumbs,
  };
  const names = (context.parameters.fromGlobals ?? []) as GlobalArg[];
  return Object.fromEntries(names.map((name) => [name, context.args[name] ?? fromGlobals[name]]));
}

/**
 * Each story starts in its own language: a story that picks another one (the language selector's)
 * changes the shared client's locale, and the next story on the page would otherwise begin in it.
 */
const storyLocaleLoader = (context: StoryContext) => {
  const locale = storyLocale(context.globals.locale);
  storyClientFor(locale).setLocale(locale);
  return {};
};

/** The same props for the story's play function (`loaded.pageArgs`), which checks the page against the theme. */
const pageArgsLoader = (context: StoryContext) => ({ pageArgs: pageArgsOf(context) });

/** What the shop does after an add (open the drawer or go to /cart), shown in the Actions panel. */
const showCart = fn().mockName('showCart');

/**
 * Every hook talks to the store API through a client; MSW answers it in the
 * browser. One client per locale, created with it as the shop's root creates
 * its own, so the language selector shows the story's language.
 */
const storyClients = new Map<Locale, ReturnType<typeof createStoreClient>>();
function storyClientFor(locale: Locale) {
  let client = storyClients.get(locale);
  if (!client) storyClients.set(locale, (client = createStoreClient({ baseUrl: '/api/store', locale })));
  return client;
}

/** Args a story can take from the toolbar and the active theme (list them in `parameters.fromGlobals`). */
type GlobalArg =
  'locale' | 'currencyStyle' | 'layout' | 'headerLayout' | 'galleryLayout' | 'heroLayout' | 'showBreadcrumbs';

const preview: Preview = {
  decorators: [withThemeAndLocale],
  // Fresh demo data for every story, and a story's own answers ahead of the shared ones.
  loaders: [mswLoader(), storyLocaleLoader, storyDataLoader, pageArgsLoader],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.keys(themes).map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Language: the shop's catalogue of the locale (he-IL is right-to-left)",
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: Object.entries(locales).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default', locale: 'en-US' },
  parameters: {
    layout: 'padded',
    msw: { handlers },
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
    // The shop's own test sizes: `phone` is what stories tagged `phone` are checked at.
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280 × 900', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, within } from 'storybook/test';
import { button } from '../Button/Button.css';
import { demoProducts, harborCoat, juniperBeanie, marlowTote, alderShirt } from '../fixtures/demo';
import { DEMO_NOW, demoLastSales } from '../fixtures/feedback';
import { GuessYouLike } from '../GuessYouLike/GuessYouLike';
import { LastSales } from '../LastSales/LastSales';
import { Link } from '../Link/Link';
import { Titles } from '../Titles/Titles';
import { DemoFooter, DemoHeader, PAGE_FROM_GLOBALS, pageArgTypes, PHONE_GLOBALS, type PageStoryArgs } from './demoChrome';
import { PageShell } from './PageShell';
import * as styles from './pages.css';
import { ProductGrid } from './ProductGrid';

/** The home page: a hero, the newest products in the theme's card layout, recommendations and recent sales. */
function HomePage({ headerLayout, layout, currencyStyle, locale }: PageStoryArgs) {
  const newInId = useId();
  return (
    <PageShell
      page="home"
      header={<DemoHeader layout={headerLayout} current="/collections/new-in" />}
      footer={<DemoFooter />}
      aside={<LastSales sales={demoLastSales} now={() => DEMO_NOW} locale={locale} defaultPaused />}
    >
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <Titles
            id="home-title"
            level={1}
            variant="page"
            title="The autumn edit"
            subtitle="Double-faced wool, washed linen and leather that softens with wear: made to be layered, kept and mended."
          />
          <Link className={button({ variant: 'primary', size: 'lg' })} href="/collections/new-in">
            Shop new arrivals
          </Link>
        </div>
        <img className={styles.heroImage} src={harborCoat.image!.url} alt="" width={800} height={1000} fetchPriority="high" />
      </section>

      <section className={styles.section} aria-labelledby={newInId}>
        <Titles id={newInId} level={2} variant="section" title="New in" count={demoProducts.length} />
        <ProductGrid
          products={demoProducts}
          layout={layout}
          currencyStyle={currencyStyle}
          locale={locale}
          aria-labelledby={newInId}
          priorityCount={4}
        />
      </section>

      <GuessYouLike products={[marlowTote, alderShirt, juniperBeanie, harborCoat]} layout={layout} currencyStyle={currencyStyle} locale={locale} />
    </PageShell>
  );
}

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  argTypes: pageArgTypes,
  parameters: { layout: 'fullscreen', fromGlobals: PAGE_FROM_GLOBALS },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1, name: 'The autumn edit' }));
    // The site header (Titles also draws a `header`, so not looked up by role).
    await expect(canvasElement.querySelector('header[data-layout]')).not.toBeNull();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: PHONE_GLOBALS, tags: ['phone'] };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoHomePage } from '../fixtures/home';
import {
  DemoFooter,
  DemoHeader,
  fitsScreen,
  hasSiteFrame,
  PAGE_FROM_GLOBALS,
  pageArgTypes,
  PHONE_GLOBALS,
  type PageStoryArgs,
} from './demoChrome';
import { HomePage as HomePageComposition } from './HomePage/HomePage';
import { PageShell } from './PageShell';

/**
 * The home page as the shop serves it: the kit's `HomePage` with the home
 * route's loader data (newest products, favourites, collections, media feed)
 * in the theme's card layout, inside the site's frame.
 */
function HomePage({ headerLayout, layout, heroLayout }: PageStoryArgs) {
  return (
    <PageShell page="home" header={<DemoHeader layout={headerLayout} />} footer={<DemoFooter />}>
      <HomePageComposition {...demoHomePage} cardLayout={layout} heroLayout={heroLayout} />
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
  play: async ({ canvasElement, loaded }) => {
    const theme: PageStoryArgs = loaded.pageArgs;
    const canvas = within(canvasElement);
    // One h1, the hero's, in `main`. The checks below search their own section: a whole page is slow to search by role.
    const [title, ...others] = canvas.getAllByRole('heading', { level: 1 });
    await expect(others).toHaveLength(0);
    await expect(title).toHaveTextContent('Everyday things, made well.');
    await expect(canvasElement.querySelector('main')).toContainElement(title!);
    // The hero leads to the new arrivals and to the first other collection with products.
    await expect(canvas.getByTestId('home-hero')).toHaveAttribute('data-hero', theme.heroLayout);
    const hero = within(title!.closest('section')!);
    await expect(hero.getByRole('link', { name: 'Shop new arrivals' })).toHaveAttribute(
      'href',
      '/collections/new-arrivals',
    );
    await expect(hero.getByRole('link', { name: 'Explore Knitwear' })).toHaveAttribute('href', '/collections/knitwear');
    // Both rows of products, each card in the theme's card layout.
    const newArrivals = within(canvas.getByTestId('home-new-arrivals')).getByRole('list', { name: 'New arrivals' });
    const favourites = within(canvas.getByTestId('home-favourites')).getByRole('list', { name: 'Our favourites' });
    await expect(newArrivals.querySelectorAll(':scope > li')).toHaveLength(demoHomePage.products.length);
    await expect(favourites.querySelectorAll(':scope > li')).toHaveLength(demoHomePage.favourites.length);
    for (const row of [newArrivals, favourites]) await expect(row).toHaveAttribute('data-layout', theme.layout);
    // Tiles of the collections with a picture, and the media feed.
    const tiles = within(canvas.getByTestId('home-collections')).getAllByRole('link');
    await expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/collections/new-arrivals',
      '/collections/knitwear',
      '/collections/home-and-table',
    ]);
    await expect(canvas.getAllByTestId('media-feed-post')).toHaveLength(demoHomePage.posts.length);
    await expect(hasSiteFrame(canvasElement)).toBe(true);
  },
};

export const Mobile: Story = {
  globals: PHONE_GLOBALS,
  tags: ['phone'],
  play: async ({ canvasElement, loaded }) => {
    const { heroLayout = 'split' }: PageStoryArgs = loaded.pageArgs;
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    const hero = canvas.getByTestId('home-hero');
    await expect(hero).toHaveAttribute('data-hero', heroLayout);
    const picture = hero.querySelector('img');
    if (heroLayout === 'editorial') {
      // The editorial hero is words only.
      await expect(picture).toBeNull();
    } else if (heroLayout === 'fullBleed') {
      // The picture reaches both edges of the screen; the headline sits on it.
      const box = picture!.getBoundingClientRect();
      await expect(box.left).toBeLessThanOrEqual(0);
      await expect(box.right).toBeGreaterThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
      await expect(title.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.bottom);
    } else {
      // On a phone the hero's picture comes first, above its title.
      await expect(picture).not.toBeNull();
      await expect(picture!.getBoundingClientRect().top).toBeLessThan(title.getBoundingClientRect().top);
    }
    // Nothing scrolls sideways.
    await expect(fitsScreen(canvasElement)).toBe(true);
  },
};

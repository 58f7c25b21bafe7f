import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoPolicySummaries } from '../fixtures/content';
import { demoCollections } from '../fixtures/home';
import { CollectionsIndexPage, PolicyIndexPage } from './BrowsePages/BrowsePages';
import {
  DemoPageFrame,
  fitsScreen,
  PAGE_FROM_GLOBALS,
  pageArgTypes,
  PHONE_GLOBALS,
  type PageStoryArgs,
} from './demoChrome';
import type { ReactNode } from 'react';

/** The collections and policies indexes inside the shop's frame, as the shop's `/collections` and `/policies` routes render them. */
function Frame(props: PageStoryArgs & { children: ReactNode }) {
  return <DemoPageFrame page="browse" {...props} />;
}

const meta = {
  title: 'Pages/Browse',
  component: Frame,
  args: { children: null },
  argTypes: pageArgTypes,
  parameters: { layout: 'fullscreen', fromGlobals: PAGE_FROM_GLOBALS },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

// Queries look inside the page's main region: the header and footer have links of their own.
const mainOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

/** Every collection with its picture (or the fallback), count and description, and a link to every product. */
export const Collections: Story = {
  render: (args) => (
    <Frame {...args}>
      <CollectionsIndexPage collections={demoCollections} productCount={42} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const main = mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
    await expect(main.getByTestId('collection-list').children).toHaveLength(demoCollections.length);
    await expect(main.getByRole('link', { name: /^Knitwear/ })).toHaveAttribute('href', '/collections/knitwear');
    await expect(main.getByRole('link', { name: 'Shop every product · 42 products' })).toHaveAttribute(
      'href',
      '/collections/all',
    );
  },
};

/** A new store without collections: the page says so and still leads to every product. */
export const CollectionsEmpty: Story = {
  render: (args) => (
    <Frame {...args}>
      <CollectionsIndexPage collections={[]} productCount={0} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await expect(mainOf(canvasElement).getByText('There are no collections yet.')).toBeVisible();
  },
};

/** On a phone the collections stack, one a row. */
export const CollectionsMobile: Story = {
  ...Collections,
  globals: PHONE_GLOBALS,
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    await expect(fitsScreen(canvasElement)).toBe(true);
  },
};

/** Every store policy, each a card with its first words. */
export const Policies: Story = {
  render: (args) => (
    <Frame {...args}>
      <PolicyIndexPage policies={demoPolicySummaries} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const main = mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Store policies' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Refund policy/ })).toHaveAttribute('href', '/policies/refund-policy');
  },
};

/** On a phone the policies stack, one a row. */
export const PoliciesMobile: Story = {
  ...Policies,
  globals: PHONE_GLOBALS,
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    await expect(fitsScreen(canvasElement)).toBe(true);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { demoArticleBody, demoArticles, demoCareGuides, demoJournal } from '../fixtures/content';
import { ArticlePage, BlogIndexPage, BlogPage } from './BlogPages/BlogPages';
import { DemoPageFrame, PAGE_FROM_GLOBALS, pageArgTypes, PHONE_GLOBALS, type PageStoryArgs } from './demoChrome';

/** The blog pages inside the shop's frame, as the shop's `/blogs` routes render them. */
function Frame(props: PageStoryArgs & { children: ReactNode }) {
  return <DemoPageFrame page="blog" {...props} />;
}

const meta = {
  title: 'Pages/Blog',
  component: Frame,
  args: { children: null },
  argTypes: pageArgTypes,
  parameters: { layout: 'fullscreen', fromGlobals: PAGE_FROM_GLOBALS },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

const [linen, ...rest] = demoArticles;
const journalArticles = demoArticles.filter((a) => a.collection.handle === 'journal');
const careArticles = demoArticles.filter((a) => a.collection.handle === 'care-guides');

// Queries look inside the page's main region: the header and footer have links of their own.
const mainOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

/** The blogs' home: featured stories, then each blog with its newest articles. */
export const Index: Story = {
  render: (args) => (
    <Frame {...args}>
      <BlogIndexPage
        featured={demoArticles.slice(0, 3)}
        sections={[
          { collection: demoJournal, articles: journalArticles },
          { collection: demoCareGuides, articles: careArticles },
        ]}
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const main = mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Stories and guides' })).toBeVisible();
    await expect(main.getByTestId('featured-articles').querySelectorAll('article')).toHaveLength(3);
    await expect(main.getByRole('link', { name: 'All articles in Care guides (2 articles)' })).toHaveAttribute(
      'href',
      '/blogs/care-guides',
    );
  },
};

/** One blog's articles, a page at a time. */
export const Blog: Story = {
  render: (args) => (
    <Frame {...args}>
      <BlogPage
        collection={demoJournal}
        articles={{ list: journalArticles, page: 1, page_size: 12, total: journalArticles.length }}
        pageHref={(page) => `/blogs/journal?page=${page}`}
      />
    </Frame>
  ),
};

/** An article with what to read next beside it. */
export const Article: Story = {
  render: (args) => (
    <Frame {...args}>
      <ArticlePage article={{ ...linen!, body_html: demoArticleBody }} recommended={rest.slice(0, 2)} recent={rest} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const main = mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Linen through the seasons' })).toBeVisible();
    await expect(main.getByText('Published November 20, 2026')).toBeVisible();
    await expect(main.getByTestId('recent-articles').querySelectorAll('li')).toHaveLength(4);
  },
};

/** On a phone the reading column takes the width and what to read next follows it. */
export const ArticleMobile: Story = { ...Article, globals: PHONE_GLOBALS, tags: ['phone'] };

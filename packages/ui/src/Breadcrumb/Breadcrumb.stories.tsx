import type { Meta, StoryObj } from '@storybook/react-vite';
import { useBreadcrumb, type UseBreadcrumbOptions } from '@vitrine/headless';
import { expect, within } from 'storybook/test';
import { demoBreadcrumbItems } from '../fixtures/chrome';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  args: { items: demoBreadcrumbItems },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product reached from page 2 of a collection. */
export const ProductFromCollection: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByText('Harbor Wool Coat')).toHaveAttribute('aria-current', 'page');
  },
};

/** The home page: just Home. */
export const HomeOnly: Story = { args: { items: [{ label: 'Home', href: null, isCurrent: true }] } };

/** A blog article: Home, Blogs, then the title. */
export const BlogArticle: Story = {
  args: {
    items: [
      { label: 'Home', href: '/', isCurrent: false },
      { label: 'Blogs', href: '/blogs', isCurrent: false },
      { label: 'How to care for linen', href: null, isCurrent: true },
    ],
  },
};

/** Texts longer than 220 px end in an ellipsis; the full text is in the tooltip. */
export const LongTitles: Story = {
  args: {
    items: [
      { label: 'Home', href: '/', isCurrent: false },
      {
        label: 'Autumn–Winter Outerwear, Knitwear & Layering Essentials',
        href: '/collections/aw-outerwear',
        isCurrent: false,
      },
      {
        label: 'Harbor Wool Coat — Double-Breasted Recycled Merino Blend, Charcoal Herringbone',
        href: null,
        isCurrent: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText(/Harbor Wool Coat/);
    await expect(current.scrollWidth).toBeGreaterThan(current.clientWidth);
  },
};

/** Hebrew: the trail reads right to left and the separators mirror. */
export const Hebrew: Story = {
  args: {
    items: [
      { label: 'בית', href: '/', isCurrent: false },
      { label: 'מעילים', href: '/collections/outerwear', isCurrent: false },
      { label: 'מעיל צמר הארבור', href: null, isCurrent: true },
    ],
    labels: { navLabel: 'פירורי לחם' },
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="he-IL">
        <Story />
      </div>
    ),
  ],
};

function FromHook(options: UseBreadcrumbOptions) {
  return <Breadcrumb {...useBreadcrumb(options)} />;
}

/** Built by `useBreadcrumb` from a product's page-meta breadcrumb. */
export const FromPageMeta: Story = {
  render: () => (
    <FromHook
      routeName="product-index"
      title="Alder Linen Shirt"
      pageMetaBreadcrumb={[{ path: '/collections/shirts', name: 'Shirts' }]}
      settings={{ webNavigate: { show_navigate: 1 } }}
    />
  ),
};

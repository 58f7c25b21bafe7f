import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoEmptySearchResult, demoFilteredSearchResult, demoSearchResult, searchStateOf } from '../fixtures/search';
import { LinkProvider, type LinkProps } from '../Link/Link';
import {
  DemoPageFrame,
  fitsScreen,
  PAGE_FROM_GLOBALS,
  pageArgTypes,
  PHONE_GLOBALS,
  type PageStoryArgs,
} from './demoChrome';
import { SearchPage, type SearchPageProps } from './SearchPage/SearchPage';

/** Where the page would go: logged in the Actions panel, so the story stays on screen. */
const navigate = fn().mockName('navigate');

/** The shop's router link, as a plain anchor (its scroll option is the router's business). */
function StoryLink({ preventScrollReset: _keep, ...props }: LinkProps) {
  return <a {...props} />;
}

/** The search page inside the shop's frame, as the shop's `/search` route renders it. */
function SearchStory({ headerLayout, layout, ...props }: SearchPageProps & PageStoryArgs) {
  return (
    <LinkProvider component={StoryLink} navigate={navigate}>
      <DemoPageFrame page="search" headerLayout={headerLayout}>
        <SearchPage {...props} cardLayout={layout} />
      </DemoPageFrame>
    </LinkProvider>
  );
}

const meta = {
  title: 'Pages/Search',
  component: SearchStory,
  args: { state: searchStateOf('q=linen'), result: demoSearchResult, currency: 'USD' },
  argTypes: pageArgTypes,
  parameters: { layout: 'fullscreen', fromGlobals: PAGE_FROM_GLOBALS },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof SearchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// Queries look inside the page's main region: the header has a search form of its own.
const mainOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

/** Results for a text, the filters beside them: a change of filter goes to the filtered address at once. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const main = mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Results for “linen”' })).toBeVisible();
    await expect(main.getByTestId('result-count')).toHaveTextContent('8 results');
    await expect(main.queryByTestId('active-filters')).toBeNull();
    await userEvent.click(main.getByRole('radio', { name: /Knitwear/ }));
    await expect(navigate).toHaveBeenLastCalledWith('/search?q=linen&collection=knitwear', {
      preventScrollReset: true,
    });
  },
};

const filtered = {
  state: searchStateOf('q=linen&collection=knitwear&option.Size=M'),
  result: demoFilteredSearchResult,
} satisfies Partial<SearchPageProps>;

/** Two filters on: each is a chip that removes only itself, and one link clears them all. */
export const Filtered: Story = {
  args: filtered,
  play: async ({ canvasElement }) => {
    const main = mainOf(canvasElement);
    const chips = within(main.getByRole('navigation', { name: 'Active filters' }));
    await expect(chips.getByRole('link', { name: 'Remove filter: Knitwear' })).toHaveAttribute(
      'href',
      '/search?q=linen&option.Size=M',
    );
    await expect(chips.getByRole('link', { name: 'Remove filter: Size: M' })).toHaveAttribute(
      'href',
      '/search?q=linen&collection=knitwear',
    );
    await expect(chips.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/search?q=linen');
    await expect(main.getByRole('checkbox', { name: /^M/ })).toBeChecked();
  },
};

/** Nothing matches the text: the page says so and offers the whole catalogue. */
export const NoResults: Story = {
  args: { state: searchStateOf('q=zzqxv'), result: demoEmptySearchResult },
  play: async ({ canvasElement }) => {
    const main = mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 2, name: 'No results for “zzqxv”' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/collections/all');
  },
};

/** The filters cannot be combined (a price range upside down in the address): a message and a way out. */
export const InvalidFilters: Story = {
  args: { state: searchStateOf('q=linen&option.Size=M'), result: null, invalid: true },
  play: async ({ canvasElement }) => {
    const alert = mainOf(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
      'href',
      '/search?q=linen',
    );
  },
};

/** On a phone the filters fold into a "Filters" panel above the results, and nothing scrolls sideways. */
export const FilteredMobile: Story = {
  args: filtered,
  globals: PHONE_GLOBALS,
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    const main = mainOf(canvasElement);
    await expect(main.getByRole('radio', { name: /Knitwear/ })).not.toBeVisible();
    await userEvent.click(main.getByText('Filters'));
    await expect(main.getByRole('radio', { name: /Knitwear/ })).toBeVisible();
    await expect(fitsScreen(canvasElement)).toBe(true);
  },
};

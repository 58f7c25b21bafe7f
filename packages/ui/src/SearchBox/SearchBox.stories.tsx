import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  render: (args) => (
    <div style={{ maxInlineSize: 360, minBlockSize: 480, marginInlineStart: 'auto' }}>
      <SearchBox {...args} />
    </div>
  ),
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A GET form to /search: it searches without JavaScript. */
export const Empty: Story = {};

/** On the search page it shows the text searched. */
export const WithQuery: Story = { args: { defaultValue: 'linen' } };

/** Focused and typed: suggestions (searches, collections, products) load and the arrow keys move through them. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'coat');
    const list = await canvas.findByRole('listbox', { name: 'Suggestions' }, { timeout: 4000 });
    await expect(list).toHaveAttribute('data-query', 'coat');
    await userEvent.keyboard('{ArrowDown}');
  },
};

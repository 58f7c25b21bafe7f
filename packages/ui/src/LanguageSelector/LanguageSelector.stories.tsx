import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSelector } from './LanguageSelector';

const meta = {
  title: 'Components/LanguageSelector',
  component: LanguageSelector,
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 620 }}>
      <LanguageSelector {...args} />
    </div>
  ),
  args: { onLocaleChange: fn(), redirectTo: '/' },
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form posting `locale` to `/locale`: the button is a disclosure, each language a submit button. */
export const Closed: Story = {};

/** Every language in its own name; picking one stores it through `useLocale` and calls back. */
export const ChooseLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvasElement.querySelector('summary')!);
    const list = canvas.getByRole('group', { name: 'Language' });
    await expect(within(list).getAllByRole('button')).toHaveLength(16);
    await userEvent.click(within(list).getByRole('button', { name: '日本語' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ja-JP');
    await expect(canvasElement.querySelector('summary')).toHaveAccessibleName('Language: 日本語');
  },
};

/** Hebrew page: the list opens from the inline end, which is the left. */
export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { labels: { trigger: (name) => `שפה: ${name}`, listTitle: 'שפה' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement.querySelector('summary')!);
  },
};

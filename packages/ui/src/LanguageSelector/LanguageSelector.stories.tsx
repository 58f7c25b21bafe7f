import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@vitrine/headless';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSelector, type LanguageSelectorProps } from './LanguageSelector';

/** Keeps the choice, like the storefront does through `useLocale`. */
function Stateful(props: LanguageSelectorProps) {
  const [locale, setLocale] = useState<Locale>(props.locale);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 560 }}>
      <LanguageSelector
        {...props}
        locale={locale}
        onLocaleChange={(next) => {
          setLocale(next);
          props.onLocaleChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/LanguageSelector',
  component: LanguageSelector,
  render: (args) => <Stateful key={args.locale} {...args} />,
  args: { locale: 'en-US', onLocaleChange: fn() },
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Every language in its own name; picking one calls back with its locale. */
export const ChooseLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    const menu = within(document.body).getByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(16);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '日本語' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ja-JP');
    await expect(canvas.getByRole('button', { name: 'Language: 日本語' })).toBeInTheDocument();
  },
};

/** Hebrew page: the list opens from the inline end, which is the left. */
export const Hebrew: Story = {
  args: { locale: 'he-IL', labels: { trigger: (name) => `שפה: ${name}`, listTitle: 'שפה' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'שפה: עברית' }));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { alderShirt, demoProducts, harborCoat, marlowTote } from '../fixtures/demo';
import { GuessYouLike } from './GuessYouLike';
import { PHONE_GLOBALS } from '../pages/demoChrome';

/** Enough cards to scroll: the demo catalogue twice, with distinct ids. */
const manyProducts = [...demoProducts, ...demoProducts.map((p) => ({ ...p, ID: p.ID + 100, handle: `${p.handle}-2` }))];

const meta = {
  title: 'Components/GuessYouLike',
  component: GuessYouLike,
  args: { products: manyProducts, productHref: (p) => `#${p.handle}` },
  parameters: { fromGlobals: ['locale', 'currencyStyle', 'layout'] },
  argTypes: { products: { control: false } },
} satisfies Meta<typeof GuessYouLike>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'More products' });
    await expect(canvas.getByRole('button', { name: 'Previous products' })).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous products' })).toBeEnabled());
  },
};

/** Fewer cards than fit: nothing to scroll, both buttons disabled. */
export const FewProducts: Story = { args: { products: [alderShirt, harborCoat, marlowTote] } };

/** In right-to-left pages the row starts on the right and "More" scrolls left. */
export const RightToLeft: Story = { globals: { locale: 'he-IL' } };

/** Swipe on a phone: two cards and a peek, no buttons. */
export const Mobile: Story = { globals: PHONE_GLOBALS, tags: ['phone'] };

export const Overlay: Story = { args: { layout: 'overlay', labels: { title: 'Complete the look' } } };

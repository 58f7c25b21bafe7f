import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_NOW, demoLastSales } from '../fixtures/feedback';
import { LastSales } from './LastSales';

const meta = {
  title: 'Components/LastSales',
  component: LastSales,
  args: { sales: demoLastSales, now: () => DEMO_NOW, interval: 4000 },
  parameters: { fromGlobals: ['locale'] },
} satisfies Meta<typeof LastSales>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cycles every 4 s; hover or focus holds it. Switch the toolbar locale to see the times translated. */
export const Ticker: Story = {};

export const Paused: Story = {
  args: { defaultPaused: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('complementary', { name: 'Recent purchases' });
    await expect(region).toHaveAttribute('data-state', 'paused');
    await expect(region).toHaveTextContent('Someone in Lyon bought');
    // The relative time is computed after mount, so server and client renders agree.
    await waitFor(() => expect(region).toHaveTextContent('3 minutes ago'));
    await userEvent.click(canvas.getByRole('button', { name: 'Play recent purchases' }));
    await expect(region).toHaveAttribute('data-state', 'playing');
  },
};

/** One purchase: no pause button, nothing moves. */
export const Single: Story = { args: { sales: [demoLastSales[1]!] } };

/** A sale without an image or product link (a demo entry). */
export const WithoutImage: Story = { args: { sales: [demoLastSales[3]!] } };

export const LongProductTitle: Story = {
  args: {
    sales: [
      {
        ...demoLastSales[0]!,
        city: 'Saint-Rémy-de-Provence',
        product_title: 'Alder Linen Shirt — Limited Riviera Edition in Washed Sand, Relaxed Fit',
      },
    ],
  },
};

export const RightToLeft: Story = {
  args: { locale: 'he-IL', sales: [demoLastSales[2]!], labels: { boughtBy: (city) => `מישהו ב${city} קנה` } },
  globals: { locale: 'he-IL' },
};

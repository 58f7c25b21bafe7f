import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { alderSizeChart } from '../fixtures/product';
import { SizeChart, type SizeChartData, type SizeChartProps } from './SizeChart';

/** Loading time the demo pretends, as when the page fetches the chart on first open. */
const DEMO_LATENCY_MS = 600;

/** Fetches the chart on the first open, like a product page does. */
function LazySizeChart(props: SizeChartProps) {
  const [chart, setChart] = useState<SizeChartData | null>(null);
  const [status, setStatus] = useState<SizeChartProps['status']>('idle');
  return (
    <SizeChart
      {...props}
      chart={chart}
      status={chart ? 'idle' : status}
      onOpenChange={(open) => {
        if (!open || chart) return;
        setStatus('loading');
        setTimeout(() => setChart(alderSizeChart), DEMO_LATENCY_MS);
      }}
    />
  );
}

const meta = {
  title: 'Components/SizeChart',
  component: SizeChart,
  args: { chart: alderSizeChart, defaultOpen: true },
  parameters: { fromGlobals: ['locale'] },
} satisfies Meta<typeof SizeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centimetres: Story = {
  play: async ({ canvasElement }) => {
    // The dialog's code is its own chunk: it arrives just after the first render.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    // Radix blocks pointer events outside the top layer; the story frame may hold a second one.
    await userEvent.click(within(dialog).getByRole('button', { name: 'in' }), { pointerEventsCheck: 0 });
    await expect(dialog).toHaveAttribute('data-unit', 'in');
  },
};

export const Inches: Story = { args: { defaultUnit: 'in' } };

export const Loading: Story = { args: { chart: null, status: 'loading' } };

export const LoadError: Story = { args: { chart: null, status: 'error', onRetry: () => {} } };

/** Closed: the button alone; opening loads the chart. */
export const LoadsOnOpen: Story = {
  args: { defaultOpen: false, chart: null },
  render: (args) => <LazySizeChart {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Size chart' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('table', {}, { timeout: 3000 }),
    ).toBeVisible();
  },
};

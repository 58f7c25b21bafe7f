import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadErrorAlert, ThemePreviewBanner } from './SiteNotices';

/** Notices of the shop's frame: the theme preview banner and the "did not load" alert. */
const meta = {
  title: 'Components/SiteNotices',
  component: LoadErrorAlert,
  args: { reason: 'timeout', onRetry: fn() },
  argTypes: { reason: { control: 'inline-radio', options: ['timeout', 'failed'] } },
} satisfies Meta<typeof LoadErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On-demand code that timed out (spec 8): what happened and a retry. */
export const LoadTimedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The connection timed out');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A download that failed outright. */
export const LoadFailed: Story = { args: { reason: 'failed' } };

/** A merchant previewing a theme (`?preview_theme=vogue`): the banner above the header and the way out, a form that works without JavaScript. */
export const ThemePreview: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <ThemePreviewBanner theme="vogue" redirectTo="/products/linen-shirt" action="#theme-preview" />,
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByTestId('theme-preview');
    await expect(banner).toHaveTextContent('You are previewing the Vogue theme.');
    await expect(banner.querySelector('input[name="redirectTo"]')).toHaveValue('/products/linen-shirt');
  },
};

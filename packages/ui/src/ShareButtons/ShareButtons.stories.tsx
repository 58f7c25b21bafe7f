import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShareButtons } from './ShareButtons';

const meta = {
  title: 'Components/ShareButtons',
  component: ShareButtons,
  args: {
    url: 'https://shop.example/products/alder-linen-shirt',
    title: 'Alder Linen Shirt',
    description: 'Washed European linen with a relaxed collar.',
    media: 'https://shop.example/media/alder-linen-shirt.jpg',
    hashtags: ['linen', 'summer'],
    twitterUser: 'vitrine',
  },
} satisfies Meta<typeof ShareButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each link opens a 626 × 436 popup; "Copy link" copies the address. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Share on Pinterest' })).toHaveAttribute(
      'href',
      expect.stringContaining('pinterest.com'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    // The story frame may refuse the clipboard; either outcome is shown.
    await waitFor(() => expect(canvas.getByRole('button').getAttribute('data-state')).not.toBe('idle'));
  },
};

export const AllNetworks: Story = {
  args: { networks: ['facebook', 'x', 'pinterest', 'linkedin', 'whatsapp', 'telegram', 'reddit', 'email'] },
};

export const WithoutCopyLink: Story = { args: { showCopyLink: false, networks: ['facebook', 'pinterest'] } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { alderImages } from '../fixtures/product';
import { ProductGallery } from './ProductGallery';
import { PHONE_GLOBALS } from '../pages/demoChrome';

const meta = {
  title: 'Components/ProductGallery',
  component: ProductGallery,
  args: {
    images: alderImages,
    errorSrc: '/demo/juniper-knit-beanie.svg',
    defaultSrc: '/demo/alder-linen-shirt.svg',
    onIndexChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrows, thumbnails, arrow keys and swipe. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Image 4 of 4' }));
    await expect(canvas.getByRole('button', { name: 'Image 4 of 4' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
  },
};

export const SingleImage: Story = { args: { images: alderImages.slice(0, 1) } };

/** A broken original falls back to the error image. */
export const BrokenImage: Story = {
  args: { images: [{ ...alderImages[0]!, url: '/demo/missing-photo.jpg' }, ...alderImages.slice(1)] },
};

/** No images at all: the default image. */
export const NoImages: Story = { args: { images: [] } };

/** Nothing left to show: a placeholder with the text. */
export const NoImagesNoFallback: Story = { args: { images: [], defaultSrc: undefined } };

/** Starts on the third image, e.g. the chosen colour's photo. */
export const StartsOnThird: Story = { args: { defaultIndex: 2 } };

export const Mobile: Story = { globals: PHONE_GLOBALS, tags: ['phone'] };

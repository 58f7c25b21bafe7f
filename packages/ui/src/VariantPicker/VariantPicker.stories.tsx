import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { alderProduct, harborCoatProduct } from '../fixtures/product';
import { VariantPicker } from './VariantPicker';

const meta = {
  title: 'Components/VariantPicker',
  component: VariantPicker,
  args: { options: alderProduct.options, variants: alderProduct.variants, onValueChange: fn() },
  argTypes: { soldOut: { control: 'inline-radio', options: ['selectable', 'disabled'] } },
} satisfies Meta<typeof VariantPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colour swatches and size pills; pick Navy to see XS marked sold out. */
export const ColourAndSize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Navy/ }));
    await expect(canvas.getByRole('radio', { name: /^XS\W+Sold out/ })).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'L' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      { Colour: 'Navy', Size: 'L' },
      expect.objectContaining({ title: 'Navy / L' }),
    );
  },
};

/** Sold-out values cannot be chosen. */
export const SoldOutDisabled: Story = {
  args: { soldOut: 'disabled', defaultValue: { Colour: 'White', Size: 'M' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^S\W+Sold out/ })).toBeDisabled();
  },
};

/** The chosen variant is sold out: the root carries `data-sold-out`. */
export const SoldOutChosen: Story = { args: { defaultValue: { Colour: 'White', Size: 'XL' } } };

/** Picture swatches (fabric photos) instead of flat colours. */
export const PictureSwatches: Story = {
  args: {
    swatchImages: {
      Sand: '/demo/alder-linen-shirt.svg',
      Sage: '/demo/juniper-knit-beanie.svg',
      Navy: '/demo/harbor-wool-coat.svg',
      White: '/demo/alder-linen-shirt-back.svg',
    },
  },
};

/** A single non-colour option. */
export const SizesOnly: Story = { args: { options: harborCoatProduct.options, variants: harborCoatProduct.variants } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { BackToTop } from './BackToTop';

const meta = {
  title: 'Components/BackToTop',
  component: BackToTop,
  parameters: { layout: 'fullscreen' },
  args: { minScrollY: 0 },
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Appears after 1000 ms, 50 px from the inline end and 150 px from the bottom (the left in Hebrew). */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Back to top"]')!;
    await expect(button).toHaveAttribute('data-state', 'hidden');
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'shown'), { timeout: 2000 });
  },
};

/** Pressing it scrolls the page to the top. */
export const ScrollsToTop: Story = {
  play: async ({ canvasElement }) => {
    const scrollTo = fn();
    const original = window.scrollTo;
    window.scrollTo = scrollTo as typeof window.scrollTo;
    try {
      const button = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Back to top"]')!;
      await waitFor(() => expect(button).toBeVisible(), { timeout: 2000 });
      await userEvent.click(button);
      await expect(scrollTo).toHaveBeenCalled();
    } finally {
      window.scrollTo = original;
    }
  },
};

/** Waits for the page to be scrolled past 150 px: hidden on this short page. */
export const WaitsForScroll: Story = { args: { minScrollY: undefined } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { alderReviews, alderReviewSummary } from '../fixtures/product';
import { Reviews } from './Reviews';

const meta = {
  title: 'Components/Reviews',
  component: Reviews,
  args: { reviews: alderReviews, summary: alderReviewSummary, onSubmit: fn() },
  parameters: { fromGlobals: ['locale'] },
} satisfies Meta<typeof Reviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Summary, list and form. Submitting empty shows the messages. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(canvas.getByText('Choose a rating from 1 to 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), 'Perfect weight for summer.');
    await expect(canvas.getByText('26 / 2000')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Noor');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ rating: 5, author: 'Noor' }));
  },
};

/** A picture of the wrong kind is refused as it is chosen. */
export const PictureRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pdf = new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText('Add pictures'), pdf, { applyAccept: false });
    await expect(canvas.getByText(/receipt\.pdf: pictures must be JPG, JPEG, PNG or GIF/)).toBeVisible();
  },
};

export const Empty: Story = { args: { reviews: [], summary: { average_rating: 0, count: 0, distribution: {} } } };

export const Submitting: Story = { args: { submitStatus: 'submitting' } };

export const SubmitFailed: Story = {
  args: { submitStatus: 'error', submitError: 'Each picture must be 8MB or smaller' },
};

export const Submitted: Story = { args: { submitStatus: 'submitted' } };

/** Without `onSubmit`: the list only. */
export const ReadOnly: Story = { args: { onSubmit: undefined } };

export const LongReview: Story = {
  args: {
    reviews: [
      {
        ...alderReviews[0]!,
        body: 'I wore it to the office, to a wedding and on a ten-day trip through Portugal. '.repeat(12),
      },
    ],
  },
};

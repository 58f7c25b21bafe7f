import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  demoTrackingCancelled,
  demoTrackingDelivered,
  demoTrackingEvents,
  demoTrackingInTransit,
  demoTrackingJustOrdered,
} from '../fixtures/feedback';
import { OrderTrackingTimeline } from './OrderTrackingTimeline';
import { PHONE_GLOBALS } from '../pages/demoChrome';

const meta = {
  title: 'Components/OrderTrackingTimeline',
  component: OrderTrackingTimeline,
  args: { tracking: demoTrackingInTransit, events: demoTrackingEvents },
  parameters: { fromGlobals: ['locale'] },
} satisfies Meta<typeof OrderTrackingTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Event times are UTC and show in the shopper's locale and time zone. */
export const InTransit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'step');
    await expect(current).toHaveTextContent('In Transit');
  },
};

export const JustOrdered: Story = { args: { tracking: demoTrackingJustOrdered, events: [] } };

export const Delivered: Story = {
  args: {
    tracking: demoTrackingDelivered,
    events: [
      { at: '2026-05-15T10:48:00Z', description: 'Delivered, left with neighbour', location: 'Berlin, DE' },
      ...demoTrackingEvents,
    ],
  },
};

export const DeliveryProblem: Story = {
  args: { tracking: { ...demoTrackingInTransit, tracking_status: 'exception' } },
};

/** An unpaid order cancelled at its payment deadline: said so, with no carrier status and no stages ahead. */
export const Cancelled: Story = {
  args: { tracking: demoTrackingCancelled, events: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelled')).toHaveAttribute('data-status', 'cancelled');
    await expect(canvas.queryByText('Waiting for the carrier')).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Order progress' })).toBeNull();
  },
};

export const Loading: Story = { args: { tracking: null, status: 'loading' } };

export const NotFound: Story = {
  args: { tracking: null, status: 'not-found' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could Not Find Order');
  },
};

/** The stages stack vertically on a phone. */
export const Mobile: Story = { globals: PHONE_GLOBALS, tags: ['phone'] };

export const RightToLeft: Story = { globals: { locale: 'he-IL' } };

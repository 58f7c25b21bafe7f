import type { Meta, StoryObj } from '@storybook/react-vite';
import { changedAtOf } from '@vitrine/headless';
import { expect, within } from 'storybook/test';
import { demoCartWithCoupon } from '../fixtures/checkout';
import { StoryCart } from '../pages/storyCart';
import { ReservationCountdown } from './ReservationCountdown';

/** The cart the page stories show (the story store adopts it, as the shop's loader does). */
const cart = demoCartWithCoupon;
/** The page as the server sent it, this many minutes after the cart's last change. */
const sentAfter = (minutes: number) => changedAtOf(cart.revision) + minutes * 60_000;

const meta = {
  title: 'Components/ReservationCountdown',
  component: ReservationCountdown,
  args: { minutes: 15, serverNow: sentAfter(3) },
  parameters: { fromGlobals: ['locale'] },
  decorators: [
    (Story) => (
      <StoryCart cart={cart}>
        <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>
      </StoryCart>
    ),
  ],
} satisfies Meta<typeof ReservationCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve minutes left; the seconds tick, screen readers hear the minutes. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByTestId('reservation-countdown');
    await expect(box).toHaveAttribute('data-state', 'running');
    await expect(within(box).getByRole('status')).toHaveTextContent(/12 minutes/);
  },
};

/** The time has passed: the title says so; the cart is fetched again. */
export const Over: Story = {
  args: { serverNow: sentAfter(20) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('reservation-countdown')).toHaveAttribute(
      'data-state',
      'over',
    );
  },
};

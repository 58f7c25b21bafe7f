import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoCampaigns, demoPoints } from '../fixtures/feedback';
import { RewardsWidget } from './RewardsWidget';

const customer = { id: 7, email: 'ines.moreau@example.com', authToken: 'demo-token' };

/** The store's rewards relay; `redeem` and `points` vary per story. */
function rewardsHandlers({
  points = demoPoints,
  redeem = () => HttpResponse.json({ name: '$5 off your order', rule_code: 'RWD-5OFF-8K2Q' }),
}: {
  points?: typeof demoPoints;
  redeem?: () => Response | Promise<Response>;
} = {}) {
  return [
    http.post('/api/store/rewards/points', () => HttpResponse.json(points)),
    http.get('/api/store/rewards/campaigns', () => HttpResponse.json({ campaigns: demoCampaigns })),
    http.post('/api/store/rewards/redeem', async () => {
      await delay(600);
      return redeem();
    }),
  ];
}

const meta = {
  title: 'Components/RewardsWidget',
  component: RewardsWidget,
  args: { customer, signInHref: '#login', copyToClipboard: async () => {} },
  argTypes: { customer: { control: 'object' } },
  parameters: { fromGlobals: ['locale'], msw: { handlers: { rewards: rewardsHandlers() } } },
} satisfies Meta<typeof RewardsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

export const SignedOut: Story = { args: { customer: null } };

/** 320 points: only… nothing; every button says "Not enough points". */
export const NotEnoughPoints: Story = {
  parameters: {
    msw: {
      handlers: { rewards: rewardsHandlers({ points: { points: 320, points_current_with_name: '320 Points' } }) },
    },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        rewards: [
          http.all('/api/store/rewards/*', async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        rewards: [
          http.all('/api/store/rewards/*', () =>
            HttpResponse.json({ code: 'UNAVAILABLE', message: 'Rewards are unavailable' }, { status: 503 }),
          ),
        ],
      },
    },
  },
};

/** Redeem → spinner → the coupon view with the code. */
export const RedeemSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem $5 off your order' }));
    await expect(canvas.getByRole('button', { name: 'Redeeming…' })).toBeDisabled();
    const coupon = await canvas.findByRole('status', {}, { timeout: 3000 });
    await expect(coupon).toHaveTextContent('RWD-5OFF-8K2Q');
    await userEvent.click(within(coupon).getByRole('button', { name: 'Copy code' }));
    await expect(within(coupon).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  },
};

/** The server refuses: its message as an error toast, the button back. */
export const RedeemFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        rewards: rewardsHandlers({
          redeem: () =>
            HttpResponse.json(
              { code: 'REDEEM_FAILED', message: 'This reward is no longer available' },
              { status: 422 },
            ),
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem 15% off your order' }));
    const toast = await within(canvasElement.ownerDocument.body).findByText(
      'This reward is no longer available',
      {},
      { timeout: 3000 },
    );
    await expect(toast.closest('[data-type]')).toHaveAttribute('data-type', 'error');
    await expect(canvas.getByRole('button', { name: 'Redeem 15% off your order' })).toBeEnabled();
  },
};

export const RightToLeft: Story = { globals: { locale: 'he-IL' } };

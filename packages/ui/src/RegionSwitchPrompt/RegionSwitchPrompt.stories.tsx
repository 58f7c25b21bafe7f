import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoMultiSites, demoSites } from '../fixtures/chrome';
import { RegionSwitchPrompt } from './RegionSwitchPrompt';

const meta = {
  title: 'Components/RegionSwitchPrompt',
  component: RegionSwitchPrompt,
  args: { multiSites: demoMultiSites, onStay: fn(), onSwitch: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegionSwitchPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor from Japan on the US store. */
export const SuggestJapan: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You seem to be in Japan — go to the Japan store?')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Stay on the United States store' }));
    await expect(args.onStay).toHaveBeenCalled();
  },
};

/** A visitor from Germany: the Europe store serves several countries. */
export const SuggestEurope: Story = {
  args: { multiSites: { country: 'DE', sites: demoSites, suggested: demoSites[2]! } },
};

/** Already on the right store: nothing shows. */
export const NoSuggestion: Story = { args: { multiSites: { country: 'US', sites: demoSites, suggested: null } } };

/** Hebrew texts on a right-to-left page. */
export const Hebrew: Story = {
  args: {
    multiSites: { country: 'IL', sites: demoSites, suggested: demoSites[3]! },
    labels: {
      title: 'קונים מאזור אחר?',
      message: () => 'נראה שאתם בישראל — לעבור לחנות בישראל?',
      stay: () => 'להישאר כאן',
      switchTo: () => 'לחנות בישראל',
      dismiss: 'סגירה',
    },
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="he-IL">
        <Story />
      </div>
    ),
  ],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Titles } from './Titles';
import { PHONE_GLOBALS } from '../pages/demoChrome';

const meta = {
  title: 'Components/Titles',
  component: Titles,
  args: { title: 'Outerwear', level: 1 },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4] } },
} satisfies Meta<typeof Titles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {};

export const WithSubtitleAndCount: Story = {
  args: { subtitle: 'Coats and jackets cut for wind, rain and the walk to the station.', count: 24 },
};

export const SectionTitle: Story = { args: { title: 'New this week', level: 2, count: 1 } };

export const Centered: Story = {
  args: { title: 'Journal', subtitle: 'Notes from the workshop and the road.', align: 'center' },
};

/** A long title wraps instead of overflowing on a phone. */
export const LongText: Story = {
  args: {
    title: 'Everything for a weekend in the Scottish Highlands, from waxed jackets to merino base layers',
    subtitle: 'Chosen by our team after three rainy trips north.',
    count: 137,
  },
  globals: PHONE_GLOBALS,
  tags: ['phone'],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PresenceIndicator } from '@globalhire/ui';

const meta = {
  title: 'Job board/PresenceIndicator',
  id: 'components-presenceindicator',
  component: PresenceIndicator,
  args: { state: 'online', label: 'Online now' },
  argTypes: { state: { control: 'inline-radio' } },
} satisfies Meta<typeof PresenceIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Online now')).toBeVisible();
  },
};

/** Offline with words, e.g. where a page says so. */
export const Offline: Story = { args: { state: 'offline', label: 'Offline' } };

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const RightToLeft: Story = { globals: { direction: 'rtl' }, tags: ['!dev'] };

export const Playground: Story = {};

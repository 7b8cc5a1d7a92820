import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Divider, Stack, Text } from '@globalhire/ui';

const meta = {
  title: 'Foundations/Divider',
  id: 'components-divider',
  component: Divider,
  render: (args) => (
    <Stack space="medium">
      <Text>Job description</Text>
      <Divider {...args} />
      <Text>Requirements</Text>
    </Stack>
  ),
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A semantic separator between sections. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeVisible();
  },
};

/** Purely decorative when the sections are already separated by headings. */
export const Decorative: Story = {
  args: { 'aria-hidden': true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('separator')).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

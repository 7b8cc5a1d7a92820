import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button, Text, VisuallyHidden, visuallyHiddenElements } from '@globalhire/ui';

const meta = {
  title: 'Foundations/VisuallyHidden',
  id: 'components-visuallyhidden',
  component: VisuallyHidden,
  args: { children: 'Registered Nurse' },
  argTypes: { as: { control: 'select', options: visuallyHiddenElements } },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button reads 'Delete Registered Nurse' to screen readers but shows only 'Delete'. */
export const InButton: Story = {
  render: (args) => (
    <Button tone="critical" variant="outline" icon={<Trash2 />}>
      Delete <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete Registered Nurse' })).toBeVisible();
  },
};

/** A heading for screen-reader navigation where the design shows none. */
export const AsHeading: Story = {
  args: { as: 'h2', children: 'Search filters' },
  render: (args) => (
    <div>
      <VisuallyHidden {...args} />
      <Text>Only the filters are visible; the heading is announced.</Text>
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Search filters' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Dark: Story = { ...InButton, globals: { theme: 'dark' }, tags: ['!dev'] };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, Spinner, Text, spinnerSizes } from '@globalhire/ui';

const meta = {
  title: 'Feedback/Spinner',
  id: 'components-spinner',
  component: Spinner,
  args: { label: 'Loading jobs' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear the label through role=status; sighted users see the ring. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading jobs');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="large" alignY="center">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </Inline>
  ),
};

/** The ring takes the colour of the text around it. */
export const InText: Story = {
  render: (args) => (
    <Inline space="small" alignY="center">
      <Spinner {...args} size="small" />
      <Text tone="brand">Redirecting to your dashboard...</Text>
    </Inline>
  ),
};

export const Dark: Story = { ...Sizes, globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = { args: { size: 'standard' } };

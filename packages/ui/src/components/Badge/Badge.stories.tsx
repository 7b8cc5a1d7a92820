import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, Inline, Stack, badgeTones, badgeWeights } from '@globalhire/ui';

const meta = {
  title: 'Feedback/Badge',
  id: 'components-badge',
  component: Badge,
  args: { children: 'Full-time' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    weight: { control: 'inline-radio', options: badgeWeights },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Full-time')).toHaveAttribute('data-slot', 'badge');
  },
};

/** Every tone, soft and strong; all pairs meet AA contrast. */
export const TonesAndWeights: Story = {
  render: (args) => (
    <Stack space="small">
      {badgeWeights.map((weight) => (
        <Inline key={weight} space="xsmall">
          {badgeTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} weight={weight}>
              {`${tone} ${weight}`}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

/** A long label is cut with an ellipsis at the width it is given. */
export const LongContent: Story = {
  args: { children: 'Visa sponsorship, accommodation and annual flights included' },
  render: (args) => (
    <div style={{ maxWidth: '12rem' }}>
      <Badge {...args} title={String(args.children)} />
    </div>
  ),
};

export const Dark: Story = { ...TonesAndWeights, globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = { args: { tone: 'neutral', weight: 'soft' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, Card, Inline, Skeleton, Stack, tokens, vars } from '@globalhire/ui';

const meta = {
  title: 'Feedback/Skeleton',
  id: 'components-skeleton',
  component: Skeleton,
  args: { width: '100%', lines: 1 },
  argTypes: {
    radius: { control: 'inline-radio', options: Object.keys(tokens.radius) },
    height: { control: 'select', options: [undefined, ...Object.keys(tokens.space)] },
    lines: { control: { type: 'number', min: 1, max: 8 } },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden from screen readers; the loading region announces itself instead. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

/** A paragraph placeholder: the last line is shorter, like real text. */
export const Lines: Story = { args: { lines: 4 } };

/** Composed into the shape of the card that is loading, inside a busy region. */
export const CardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading jobs" role="region" style={{ maxWidth: '24rem' }}>
      <Card>
        <Stack space="medium">
          <Inline space="small" alignY="center">
            <Skeleton width={vars.space.xxxlarge} height="xxxlarge" radius="full" />
            <Box flexGrow={1}>
              <Skeleton width="70%" />
            </Box>
          </Inline>
          <Skeleton lines={3} height="small" />
          <Skeleton width="40%" height="xlarge" radius="medium" />
        </Stack>
      </Card>
    </div>
  ),
};

export const Dark: Story = { ...CardPlaceholder, globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = { args: { radius: 'small', lines: 2, width: '60%' } };

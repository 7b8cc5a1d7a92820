import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Box,
  Inline,
  StatusBadge,
  Text,
  applicationStatuses,
  badgeWeights,
  candidateStatuses,
  contentStatuses,
  employerStatuses,
  jobStatuses,
  requestStatuses,
  statuses,
  type Status,
} from '@globalhire/ui';

const meta = {
  title: 'Feedback/StatusBadge',
  id: 'components-statusbadge',
  component: StatusBadge,
  args: { status: 'active' },
  argTypes: {
    status: { control: 'select', options: statuses },
    weight: { control: 'inline-radio', options: badgeWeights },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
  },
};

const groups: [string, readonly Status[]][] = [
  ['Jobs', jobStatuses],
  ['Employers', employerStatuses],
  ['Candidates', candidateStatuses],
  ['Content', contentStatuses],
  ['Applications', applicationStatuses],
  ['Requests', requestStatuses],
];

/** Every status the product shows, grouped as in the spec; one status always has one tone. */
export const AllStatuses: Story = {
  render: (args) => (
    <Box display="grid" gap="medium">
      {groups.map(([title, group]) => (
        <Box key={title} display="flex" flexDirection="column" gap="xsmall">
          <Text size="small" weight="semibold" tone="muted">
            {title}
          </Text>
          <Inline space="xsmall">
            {group.map((status) => (
              <StatusBadge key={status} {...args} status={status} />
            ))}
          </Inline>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const shown = new Set(
      Array.from(canvasElement.querySelectorAll('[data-slot="status-badge"]')).map((badge) =>
        badge.getAttribute('data-status'),
      ),
    );
    await expect([...shown].sort()).toEqual([...statuses].sort());
  },
};

/** A label overrides the text (e.g. another language) but not the tone. */
export const CustomLabel: Story = { args: { status: 'pending', label: 'Awaiting review' } };

export const Strong: Story = { ...AllStatuses, args: { weight: 'strong' } };

export const Dark: Story = { ...AllStatuses, globals: { theme: 'dark' }, tags: ['!dev'] };

export const DarkStrong: Story = {
  ...AllStatuses,
  args: { weight: 'strong' },
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

export const Playground: Story = { args: { status: 'shortlisted', weight: 'soft' } };

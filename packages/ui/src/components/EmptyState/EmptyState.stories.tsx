import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileSearch, Inbox, SearchX } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button, Card, EmptyState, headingElements } from '@globalhire/ui';

const clearFilters = fn();

const meta = {
  title: 'Feedback/EmptyState',
  id: 'components-emptystate',
  component: EmptyState,
  args: {
    title: 'No jobs match your filters',
    description:
      'Try a different location or category, or clear the filters to see every open job.',
    icon: <SearchX />,
    action: (
      <Button variant="outline" tone="neutral" onClick={clearFilters}>
        Clear filters
      </Button>
    ),
  },
  argTypes: {
    titleAs: { control: 'select', options: headingElements },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    clearFilters.mockClear();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No jobs match your filters' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(clearFilters).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: {
    title: 'No applications yet',
    description: undefined,
    action: undefined,
    icon: <Inbox />,
  },
};

/** Inside a card or table, with the heading level that fits the page outline. */
export const InCard: Story = {
  args: {
    title: 'No articles in this category',
    titleAs: 'h3',
    icon: <FileSearch />,
    description: 'Pick another category or come back soon.',
    action: undefined,
  },
  render: (args) => (
    <Card>
      <EmptyState {...args} />
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'No articles in this category',
    );
  },
};

export const LongContent: Story = {
  args: {
    title:
      'We could not find any nursing jobs in Reykjavík with visa sponsorship and accommodation right now',
    description:
      'New jobs are added every day. Save this search and we will email you as soon as an employer posts a role that ' +
      'matches, or widen the search to nearby countries.',
  },
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = { args: { titleAs: 'h2' } };

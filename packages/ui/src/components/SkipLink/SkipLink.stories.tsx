import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button, Heading, Inline, SkipLink, Stack, Text } from '@globalhire/ui';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  args: { targetId: 'story-main', children: 'Skip to content' },
  render: (args) => (
    <div>
      <SkipLink {...args} />
      <header style={{ padding: 16 }}>
        <Inline space="medium">
          <Button variant="ghost">Find a Job</Button>
          <Button variant="ghost">Employers</Button>
          <Button variant="ghost">Login</Button>
        </Inline>
      </header>
      <main id={args.targetId} tabIndex={-1} style={{ padding: 16 }}>
        <Stack space="medium">
          <Heading level={1}>Jobs abroad</Heading>
          <Text>The page starts here.</Text>
          <Button>First action of the page</Button>
        </Stack>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Out of sight until the keyboard reaches it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** The first Tab shows it; following it moves focus to the main region, past the header. */
export const Focused: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(link.getBoundingClientRect().width).toBeGreaterThan(40));
    await expect(link).toHaveAttribute('href', '#story-main');
  },
};

export const Followed: Story = {
  play: async (context) => {
    await Focused.play!(context);
    const { canvas } = context;
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'First action of the page' })).toHaveFocus();
  },
  tags: ['!dev'],
};

export const Dark: Story = { ...Focused, globals: { theme: 'dark' }, tags: ['!dev'] };

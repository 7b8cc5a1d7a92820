import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  Heading,
  Stack,
  Text,
  Theme,
  themeChoices,
} from '@globalhire/ui';

/**
 * `Theme` puts a theme on its own element (a `div`): the variables, the font, the text colour
 * and the background. Dialogs and menus inside it render into it, so they carry its theme too.
 * `system` follows the visitor's setting, or an ancestor's `data-color-scheme` when set.
 */
const meta = {
  title: 'Components/Theme',
  component: Theme,
  args: { theme: 'dark' },
  argTypes: { theme: { control: 'inline-radio', options: themeChoices } },
  render: (args) => (
    <Theme {...args} style={{ padding: 24 }}>
      <Stack space="medium">
        <Heading level={2}>Nurses wanted in Canada</Heading>
        <Text tone="muted">Visa sponsorship and relocation support.</Text>
        <Dialog>
          <DialogTrigger asChild>
            <Button>Apply now</Button>
          </DialogTrigger>
          <DialogContent
            title="Apply for this job?"
            description="Your profile goes to the employer."
          >
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="ghost" tone="neutral">
                  Cancel
                </Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </Stack>
    </Theme>
  ),
} satisfies Meta<typeof Theme>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A dark island on a light page: the dialog it opens is dark too, because it renders inside it. */
export const DialogInsideTheme: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for this job?' });
    const island = within(canvasElement)
      .getByText('Nurses wanted in Canada')
      .closest('[data-theme]');
    await expect(dialog.closest('[data-theme]')).toBe(island);
    await expect(island).toHaveAttribute('data-theme', 'dark');
  },
};

export const Light: Story = { args: { theme: 'light' }, globals: { theme: 'dark' } };

/** Follows the system setting; here the page's choice (the toolbar) is dark. */
export const System: Story = { args: { theme: 'system' }, globals: { theme: 'dark' } };

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

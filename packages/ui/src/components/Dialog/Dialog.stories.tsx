import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  Stack,
  Text,
  TextInput,
  Textarea,
  dialogSizes,
} from '@globalhire/ui';

/**
 * Dialog parts on Radix: `Dialog` holds the state, `DialogTrigger` opens it, `DialogContent`
 * renders the modal with its title and description, `DialogFooter` lines up the actions and
 * `DialogClose` closes it. The stories open each dialog so its screenshot shows the modal.
 */
const meta = {
  title: 'Overlays/Dialog',
  id: 'components-dialog',
  component: DialogContent,
  args: {
    title: 'Withdraw application?',
    description:
      'The employer will no longer see your application for Senior Nurse at St. Mary Hospital.',
    size: 'medium',
    closeLabel: 'Close',
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    title: { control: 'text' },
    description: { control: 'text' },
  },
  parameters: {
    // Open dialogs cover the page, so each story gets its own frame on the docs page.
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <Button tone="critical" variant="outline">
          Withdraw application
        </Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" tone="neutral">
              Keep application
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button tone="critical">Withdraw</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Opening moves focus into the dialog and keeps it there; the title names it and the
 * description describes it; Escape closes it and focus returns to the trigger.
 */
export const FocusAndEscape: Story = {
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button tone="critical" variant="outline">
          Withdraw application
        </Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" tone="neutral">
              Keep application
            </Button>
          </DialogClose>
          <Button tone="critical">Withdraw</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Withdraw application' });
    await userEvent.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Withdraw application?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The employer will no longer see your application for Senior Nurse at St. Mary Hospital.',
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(within(dialog).getByRole('button', { name: 'Keep application' })).toHaveFocus();

    // Tab past the last control wraps to the first: focus never leaves the dialog.
    for (let press = 0; press < 4; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
  tags: ['!dev'],
};

export const CloseButton: Story = {
  args: { onCloseAutoFocus: fn() },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <Text>Nothing will change until you confirm.</Text>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCloseAutoFocus).toHaveBeenCalled();
  },
  tags: ['!dev'],
};

export const WithoutDescription: Story = {
  args: { title: 'Application sent', description: undefined },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <Text>The recruitment team will contact you within two working days.</Text>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Application sent' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const WithForm: Story = {
  args: {
    title: 'Invite to interview',
    description: 'The candidate receives the invitation by email and in their dashboard.',
    size: 'medium',
  },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <form onSubmit={(event) => event.preventDefault()}>
          <Stack space="large">
            <TextInput
              label="Date and time"
              name="when"
              type="date"
              defaultValue="2026-03-12"
              required
            />
            <Textarea
              label="Message"
              name="message"
              rows={3}
              defaultValue="We would like to meet you by video call."
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="ghost" tone="neutral">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit">Send invitation</Button>
            </DialogFooter>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  ),
};

export const Small: Story = {
  args: {
    size: 'small',
    title: 'Log out?',
    description: 'You will need to sign in again to see your dashboard.',
  },
};

export const Large: Story = {
  args: {
    size: 'large',
    title: 'Terms of Service',
    description: 'Effective 1 January 2025.',
  },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <Text>
          These terms govern your use of the platform as a candidate or an employer. By creating an
          account you agree to them and to the Privacy Policy.
        </Text>
      </DialogContent>
    </Dialog>
  ),
};

/** Content taller than the screen scrolls inside the dialog; the title stays the first thing read. */
export const LongContent: Story = {
  args: {
    title: 'Our fees for international placement, visa guidance and relocation support services',
    description:
      'Read these before you confirm. Payments are non-refundable once services start, and the success fee is payable only after both a confirmed job offer and visa approval.',
  },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <Stack space="large">
          {Array.from({ length: 8 }, (_, section) => (
            <Text key={section}>
              Section {section + 1}. The registration fee is USD 150, one-time and non-refundable,
              payable when the team starts applying on your behalf. Document translation is
              available from USD 30 per page and credential evaluation from USD 100. Additional
              country applications cost USD 50 per country.
            </Text>
          ))}
          <DialogFooter>
            <DialogClose asChild>
              <Button>I understand</Button>
            </DialogClose>
          </DialogFooter>
        </Stack>
      </DialogContent>
    </Dialog>
  ),
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = { globals: { direction: 'rtl' }, tags: ['!dev'] };

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = { globals: { locale: 'pseudo' }, tags: ['!dev'] };

export const Playground: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminSettingsPage from './AdminSettingsPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Settings',
  component: PageStory,
  args: { page: AdminSettingsPage, path: '/admin/settings', as: 'admin', layout: AdminFrame },
  parameters: {
    layout: 'fullscreen',
    ...adminMocks([handlers.adminAccounts(), handlers.adminUpdateProfile()]),
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every account and its role; the signed-in admin cannot change their own. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Settings / User Roles' }, slow),
    ).toBeInTheDocument();
    const self = await findRow(canvasElement, 'admin@globalhire.local');
    await expect(within(self).getByText('(you)')).toBeInTheDocument();
    await expect(within(self).queryByRole('button')).toBeNull();
    await expect(page.getAllByRole('button', { name: /^Change role: / })).toHaveLength(4);
  },
};

/** The key action: the role changes only after the admin picks it and confirms in the dialog. */
export const ChangeARole: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Wei Chen');
    await userEvent.click(within(row).getByRole('button', { name: 'Change role: Wei Chen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Wei Chen' }, slow);
    const confirm = within(dialog).getByRole('button', { name: 'Change role' });
    await expect(confirm).toBeDisabled();
    await expect(within(dialog).getByRole('option', { name: 'Candidate' })).toBeDisabled();
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /New role/ }),
      'Employer',
    );
    await expect(
      within(dialog).getByText(/Employers post jobs for their company/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make an Employer' }));
    await expectToast('Role changed', 'Wei Chen is now an Employer.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(within(row).getByText('Employer')).toBeInTheDocument();
  },
};

export const CancelLeavesTheRole: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Mia Harris');
    await userEvent.click(within(row).getByRole('button', { name: 'Change role: Mia Harris' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /New role/ }),
      'Admin',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(within(row).getByText('Employer')).toBeInTheDocument();
  },
};

/** A recruiter besides the fixtures' accounts: staff whose second factor another admin can reset. */
const recruiterAccount = {
  ...handlers.adminAccounts.fixture[0]!,
  id: '00000000-0000-4000-8000-0000000000b1',
  user_type: 'recruiter' as const,
  first_name: 'Jordan',
  last_name: 'Reyes',
  email: 'recruiter@globalhire.local',
};

/** A recruiter lost their authenticator: another admin resets it after confirming. */
export const ResetASecondFactor: Story = {
  parameters: adminMocks([
    handlers.adminAccounts([...handlers.adminAccounts.fixture, recruiterAccount]),
    handlers.adminResetSecondFactor(),
  ]),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Jordan Reyes');
    // Only staff sign in with a second factor: other rows have no reset.
    const page = within(canvasElement);
    await expect(page.getAllByRole('button', { name: /^Reset second factor: / })).toHaveLength(1);
    await userEvent.click(
      within(row).getByRole('button', { name: 'Reset second factor: Jordan Reyes' }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Reset the second factor of Jordan Reyes?' },
      slow,
    );
    await expect(within(dialog).getByText(/signed out on every device/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));
    await expectToast(
      'Second factor reset',
      'Jordan Reyes is signed out everywhere and sets up a new authenticator at their next sign-in.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.adminAccounts.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No accounts yet', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminAccounts.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.adminAccounts.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The accounts could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};

/** Opens the invitation dialog from the page's heading. */
async function openInvite(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: 'Invite by email' }, slow));
  return screen.findByRole('dialog', { name: 'Invite by email' }, slow);
}

/** The key action: an admin invites an employer; the function sends the email, a toast says so. */
export const InviteAnEmployer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openInvite(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^Email/), 'Hiring.Lead@Example.com');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Join as/ }), 'Employer');
    await expect(dialog.getByText(/They will post jobs for their company/)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/^Company name/), 'Lee Logistics');
    await userEvent.type(dialog.getByLabelText(/^First name/), 'Hana');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expectToast(
      'Invitation sent',
      'hiring.lead@example.com has an email with a link to choose a password and join as an Employer.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
  },
};

/** Nothing is sent until the address, the role and (for an employer) the company are there. */
export const InviteNeedsDetails: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const dialog = within(await openInvite(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^Email/), 'not-an-address');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(
      await dialog.findByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    await expect(dialog.getByLabelText(/^Email/)).toHaveFocus();
    await expect(
      dialog.getByText('Choose whether they join as an employer or an admin.'),
    ).toBeInTheDocument();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Join as/ }), 'Employer');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(await dialog.findByText("Enter the employer's company name.")).toBeInTheDocument();
  },
};

export const InviteSending: Story = {
  parameters: adminMocks([handlers.adminAccounts(), handlers.inviteUser.loading()]),
  play: async ({ canvasElement }) => {
    const dialog = within(await openInvite(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^Email/), 'new.admin@example.com');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Join as/ }), 'Admin');
    await expect(dialog.getByText(/set up two-step sign-in/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(await dialog.findByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
  },
};

/** The address already has an account: said at the field, the dialog stays open. */
export const InviteAddressTaken: Story = {
  parameters: adminMocks([
    handlers.adminAccounts(),
    handlers.inviteUser({
      status: 422,
      code: 'email_exists',
      message: 'An account already uses this email address.',
      field: 'email',
    }),
  ]),
  play: async ({ canvasElement }) => {
    const dialog = within(await openInvite(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^Email/), 'wei.chen@example.com');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Join as/ }), 'Admin');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(
      await dialog.findByText('An account already uses this email address.'),
    ).toBeInTheDocument();
    await expect(dialog.getByLabelText(/^Email/)).toHaveFocus();
  },
};

/** The function refuses a caller who is not an admin with two factors: the dialog says why. */
export const InviteRefused: Story = {
  parameters: adminMocks([
    handlers.adminAccounts(),
    handlers.inviteUser({
      status: 403,
      code: 'not_admin',
      message: 'Only an admin, signed in with two factors, can invite people.',
    }),
  ]),
  play: async ({ canvasElement }) => {
    const dialog = within(await openInvite(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^Email/), 'new.admin@example.com');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Join as/ }), 'Admin');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('The invitation was not sent');
    await expect(alert).toHaveTextContent(
      'Only an admin, signed in with two factors, can invite people.',
    );
  },
};

const pendingTable = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Pending invitations' }, slow));

/** Invitations nobody has taken up, with whether the link was opened; an admin sends one again. */
export const ResendAnInvitation: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const pending = await pendingTable(canvasElement);
    const nora = (await pending.findByText('Nora Lind')).closest('tr') as HTMLElement;
    await expect(within(nora).getByText('Link not opened yet')).toBeInTheDocument();
    const sam = pending.getByText('Sam Okafor').closest('tr') as HTMLElement;
    await expect(within(sam).getByText('Link opened, no password chosen')).toBeInTheDocument();
    await userEvent.click(within(nora).getByRole('button', { name: 'Resend invitation: Nora Lind' }));
    await expectToast(
      'Invitation sent again',
      'hiring@northwind.example has a new email with a link to choose a password.',
    );
  },
};

/** The person chose a password meanwhile: nothing is sent, and the admin is told why. */
export const ResendRefused: Story = {
  parameters: adminMocks([
    handlers.adminAccounts(),
    handlers.inviteUser({
      status: 422,
      code: 'not_pending',
      message: 'This invitation was accepted or no longer exists, so there is nothing to send again.',
      field: 'email',
    }),
  ]),
  play: async ({ canvasElement }) => {
    const pending = await pendingTable(canvasElement);
    await userEvent.click(await pending.findByRole('button', { name: 'Resend invitation: Sam Okafor' }));
    await expectToast(
      'Error',
      'This invitation was accepted or no longer exists, so there is nothing to send again.',
    );
  },
};

export const NoPendingInvitations: Story = {
  parameters: adminMocks([handlers.adminAccounts(), handlers.pendingInvitations.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No invitations waiting', {}, slow),
    ).toBeInTheDocument();
  },
};

/** Inviting an address whose invitation is still pending sends it again, with the role chosen now. */
export const InviteAgain: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openInvite(canvasElement));
    await userEvent.type(dialog.getByLabelText(/^Email/), 'hiring@northwind.example');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Join as/ }), 'Employer');
    await userEvent.type(dialog.getByLabelText(/^Company name/), 'Northwind Freight');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expectToast(
      'Invitation sent again',
      'hiring@northwind.example has an email with a link to choose a password and join as an Employer.',
    );
  },
};

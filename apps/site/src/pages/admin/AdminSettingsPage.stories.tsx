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
    await userEvent.click(
      within(row).getByRole('button', { name: 'Change role: Mia Harris' }),
    );
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

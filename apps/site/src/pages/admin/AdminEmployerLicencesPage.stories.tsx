import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminEmployerLicencesPage from './AdminEmployerLicencesPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Employer Licences',
  component: PageStory,
  args: {
    page: AdminEmployerLicencesPage,
    path: '/admin/employer-licences',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One licence in each status, the claim waiting for a check first, each with its actions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Employer Licences' }, slow),
    ).toBeInTheDocument();
    const claim = await findRow(canvasElement, 'No. SPN-4Q7X2K9');
    await expect(within(claim).getByRole('link', { name: 'Maple Tech Solutions' })).toHaveAttribute(
      'href',
      '/employers/maple-tech-solutions',
    );
    await expect(within(claim).getByText('UK licensed sponsor')).toBeInTheDocument();
    await expect(within(claim).getByText('Claimed')).toBeInTheDocument();
    await expect(
      within(claim).getByText(
        'Skilled Worker, Global Business Mobility: Senior or Specialist Worker',
      ),
    ).toBeInTheDocument();
    await expect(
      within(claim).getByRole('button', { name: "Verify Maple Tech Solutions's licence" }),
    ).toBeInTheDocument();
    const verified = await findRow(canvasElement, 'AEWV-118204');
    await expect(within(verified).getByText('2 April 2026')).toBeInTheDocument();
    await expect(
      within(verified).getByRole('button', {
        name: "Mark expired: Harbour Health Network's licence",
      }),
    ).toBeInTheDocument();
    const revoked = await findRow(canvasElement, 'SPN-7HD31LP');
    await expect(
      within(revoked).getByText('Not on the Register of licensed sponsors on 12 May 2026.'),
    ).toBeInTheDocument();
    await expect(within(revoked).queryByRole('button')).toBeNull();
    await expect(page.getByRole('link', { name: 'Employer Licences' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The key action: a claim checked against the register is verified, dated today. */
export const VerifyAClaim: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'SPN-4Q7X2K9');
    await userEvent.click(
      within(row).getByRole('button', { name: "Verify Maple Tech Solutions's licence" }),
    );
    await expectToast('Licence verified', "Maple Tech Solutions's licence is verified");
    await waitFor(() => expect(within(row).getByText('Verified')).toBeInTheDocument());
    await expect(within(row).getByText('15 June 2026')).toBeInTheDocument();
    // Verify has left the row: focus moves to the row's next action.
    await waitFor(() =>
      expect(
        within(row).getByRole('button', { name: "Mark expired: Maple Tech Solutions's licence" }),
      ).toHaveFocus(),
    );
  },
};

/** Revoking needs a reason: without one the field says so and nothing is sent. */
export const RevokeWithoutAReason: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'AEWV-118204');
    await userEvent.click(
      within(row).getByRole('button', { name: "Revoke Harbour Health Network's licence" }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: "Revoke Harbour Health Network's licence" }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke licence' }));
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(
      /Give the reason the licence is revoked; the employer reads it\./,
    );
  },
};

/** With a reason, the licence is revoked and the reason shows under its status. */
export const RevokeALicence: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'AEWV-118204');
    await userEvent.click(
      within(row).getByRole('button', { name: "Revoke Harbour Health Network's licence" }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: "Revoke Harbour Health Network's licence" }),
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Reason/ }),
      'Suspended on the INZ list of accredited employers.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke licence' }));
    await expectToast('Licence revoked', "Harbour Health Network's licence no longer counts");
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(row).getByText('Revoked')).toBeInTheDocument();
    await expect(
      within(row).getByText('Suspended on the INZ list of accredited employers.'),
    ).toBeInTheDocument();
    // A revoked licence has no actions left: focus goes to the status filter.
    await waitFor(
      () => expect(within(canvasElement).getByRole('combobox', { name: 'Status' })).toHaveFocus(),
      slow,
    );
  },
};

/** The database refused (the session is no longer an admin's): an Error toast, nothing changes. */
export const VerifyRefused: Story = {
  parameters: adminMocks([handlers.setEmployerLicenceStatus('refused')]),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'SBS-55120933');
    await userEvent.click(
      within(row).getByRole('button', { name: "Verify Emerald Logistics's licence" }),
    );
    await expectToast('Error', 'Only an admin can verify, expire or revoke a licence.');
    await expect(within(row).getByText('Expired')).toBeInTheDocument();
  },
};

/** Only the claims waiting for a check. */
export const FilterByStatus: Story = {
  args: { url: '/admin/employer-licences?status=claimed' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'SPN-4Q7X2K9');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('claimed');
    await expect(page.queryByText('AEWV-118204')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.employerLicences.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No licences yet', undefined, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.employerLicences.loading()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Employer Licences' }, slow),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: adminMocks([handlers.employerLicences.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The licences could not be loaded.', undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

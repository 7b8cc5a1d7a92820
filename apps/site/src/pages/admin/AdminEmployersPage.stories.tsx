import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminEmployersPage from './AdminEmployersPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Employers',
  component: PageStory,
  args: { page: AdminEmployersPage, path: '/admin/employers', as: 'admin', layout: AdminFrame },
  // The admin's writes first: the company profile mock answers PATCH /profiles too.
  parameters: { layout: 'fullscreen', ...adminMocks([handlers.adminUpdateProfile()]) },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Employers with live jobs and hires; Approve only on the pending one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Employers List' }, slow),
    ).toBeInTheDocument();
    const maple = await findRow(canvasElement, 'Maple Tech Solutions');
    await expect(within(maple).getByText('Premium')).toBeInTheDocument();
    await expect(page.getAllByRole('button', { name: /^Approve / })).toHaveLength(1);
    await expect(page.getByRole('link', { name: 'Maple Tech Solutions' })).toHaveAttribute(
      'href',
      '/admin/employers/00000000-0000-4000-8000-0000000000e1',
    );
  },
};

/** Paid plans employers asked for wait above the list; confirming one closes the request. */
export const ConfirmAPlanRequest: Story = {
  parameters: adminMocks([handlers.adminDecidePlanRequest(), handlers.adminUpdateProfile()]),
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const requests = await page.findByRole('table', { name: 'Plan requests' }, slow);
    const emerald = await findRow(requests, 'Emerald Logistics');
    await expect(within(emerald).getByText('Premium')).toBeInTheDocument();
    await expect(
      within(emerald).getByRole('link', { name: 'hr@emeraldlogistics.example' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(emerald).getByRole('button', { name: 'Confirm plan: Emerald Logistics' }),
    );
    await expectToast(
      'Plan confirmed',
      'Emerald Logistics is now on the Premium plan for a month.',
    );
    await waitFor(() => expect(within(requests).queryByText('Emerald Logistics')).toBeNull(), slow);
    await expect(within(requests).getByText('BrightPath Digital')).toBeInTheDocument();
  },
};

export const DeclineAPlanRequest: Story = {
  parameters: adminMocks([handlers.adminDecidePlanRequest(), handlers.adminUpdateProfile()]),
  play: async ({ canvasElement }) => {
    const requests = await within(canvasElement).findByRole(
      'table',
      { name: 'Plan requests' },
      slow,
    );
    const brightPath = await findRow(requests, 'BrightPath Digital');
    await expect(within(brightPath).getByText('Enterprise')).toBeInTheDocument();
    await userEvent.click(
      within(brightPath).getByRole('button', { name: 'Decline: BrightPath Digital' }),
    );
    await expectToast(
      'Plan request declined',
      'BrightPath Digital stays on its current plan; the Enterprise request is closed.',
    );
    await waitFor(
      () => expect(within(requests).queryByText('BrightPath Digital')).toBeNull(),
      slow,
    );
  },
};

export const NoPlanRequests: Story = {
  parameters: adminMocks([handlers.adminPlanRequests.empty(), handlers.adminUpdateProfile()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No plan requests waiting', {}, slow),
    ).toBeInTheDocument();
  },
};

export const PlanRequestsFailed: Story = {
  parameters: adminMocks([handlers.adminPlanRequests.error(500), handlers.adminUpdateProfile()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The plan requests could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    // The employer list still works below.
    await findRow(canvasElement, 'Kauri College');
  },
};

export const VerifyAPendingEmployer: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Southern Cross Construction');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Approve Southern Cross Construction' }),
    );
    await expectToast(
      'Employer verified',
      'Southern Cross Construction is now a verified employer: the jobs you approved for it are live. The company is told.',
    );
    await waitFor(() => expect(within(row).getByText('Verified')).toBeInTheDocument(), slow);
    await expect(within(row).queryByRole('button', { name: /^Approve/ })).toBeNull();
    await expect(
      within(row).getByRole('button', { name: 'Block Southern Cross Construction' }),
    ).toBeInTheDocument();
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'Kauri College');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(
      () => expect(page.getByText('Page 1 of 1 · 1 employer')).toBeInTheDocument(),
      slow,
    );
    await expect(
      page.getByRole('link', { name: 'Southern Cross Construction' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.adminEmployers.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No employers yet', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminEmployers.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.adminEmployers.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The employers could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};

/** Blocking asks for the reason the company will read, and says what blocking does to others. */
export const BlockAnEmployerAsksWhy: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Kauri College');
    await userEvent.click(within(row).getByRole('button', { name: 'Block Kauri College' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Kauri College?' });
    await expect(
      within(dialog).getByText(
        /Its upcoming interviews are cancelled, and each candidate is told why/,
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block employer' }));
    await expect(
      await within(dialog).findByText(
        'Give the reason for blocking this account: the account holder is told it.',
      ),
    ).toBeInTheDocument();
  },
};

/** Blocking a company: its jobs leave the site and it cannot post; the toast says so. */
export const BlockAnEmployer: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Kauri College');
    await userEvent.click(within(row).getByRole('button', { name: 'Block Kauri College' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Kauri College?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason for blocking/ }),
      'Asked candidates for placement fees.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block employer' }));
    await expectToast(
      'Employer blocked',
      "Kauri College's jobs are hidden from the site and it can no longer post or edit jobs. Its upcoming interviews are cancelled; the company and its candidates are told. Its data is kept.",
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await waitFor(() => expect(within(row).getByText('Blocked')).toBeInTheDocument(), slow);
    await expect(
      within(row).getByRole('button', { name: 'Unblock Kauri College' }),
    ).toBeInTheDocument();
  },
};

/** A blocked company shows Blocked (not its plan) and can be unblocked. */
export const UnblockAnEmployer: Story = {
  parameters: adminMocks([
    handlers.adminUpdateProfile(),
    handlers.adminEmployers(
      handlers.adminEmployers.fixture.map((row) =>
        row.company_name === 'Kauri College'
          ? { ...row, blocked_at: '2026-03-01T10:00:00+00:00' }
          : row,
      ),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Kauri College');
    await expect(within(row).getByText('Blocked')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Unblock Kauri College' }));
    await expectToast(
      'Employer unblocked',
      "Kauri College's live jobs are back on the site and it can post jobs again. The company is told.",
    );
    await waitFor(() => expect(within(row).getByText('Premium')).toBeInTheDocument(), slow);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, handlers } from '@globalhire/data/mocks';
import AdminApprovalsPage from './AdminApprovalsPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Approvals',
  component: PageStory,
  args: {
    page: AdminApprovalsPage,
    path: '/admin/jobs/approvals',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks([handlers.adminUpdateJob()]) },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The same list as Manage All Jobs, fixed to the jobs waiting for a decision. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Pending Approvals' }, slow),
    ).toBeInTheDocument();
    const devOps = await findRow(canvasElement, 'DevOps Engineer');
    // The company's name leads to the admin's review page of it.
    await expect(
      within(devOps).getByRole('link', { name: 'Maple Tech Solutions' }),
    ).toHaveAttribute('href', '/admin/employers/00000000-0000-4000-8000-0000000000e1');
    await expect(page.getByText('Page 1 of 1 · 2 jobs')).toBeInTheDocument();
    await expect(page.queryByRole('link', { name: 'QA Analyst' })).toBeNull();
    await expect(page.queryByRole('combobox', { name: 'Status' })).toBeNull();
  },
};

export const ApproveFromTheQueue: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Aged Care Support Worker');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Approve Aged Care Support Worker' }),
    );
    await expectToast('Job approved', '"Aged Care Support Worker" is now live on the job board.');
    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument(), slow);
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.adminJobs.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No jobs are waiting for approval.', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminJobs.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.adminJobs.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The jobs could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};

const queueMocks = adminMocks([
  handlers.adminUpdateJob(),
  handlers.adminUpdateProfile(),
  handlers.adminJobs(fixtures.moderationQueueJobs),
]);

/**
 * Each job shows where its company stands: a company not yet verified can be verified from the
 * row; an approved job of such a company waits for it; a blocked company's job cannot be approved.
 */
export const CompanyStandings: Story = {
  parameters: queueMocks,
  play: async ({ canvasElement }) => {
    const unverified = await findRow(canvasElement, 'Site Supervisor');
    await expect(within(unverified).getByText('Not verified')).toBeInTheDocument();
    await expect(
      within(unverified).getByRole('button', { name: 'Approve Site Supervisor' }),
    ).toBeInTheDocument();
    await expect(
      within(unverified).getByRole('button', { name: 'Verify Southern Cross Construction' }),
    ).toBeInTheDocument();

    const held = await findRow(canvasElement, 'Quantity Surveyor');
    await expect(within(held).getByText('Approved, waiting for verification')).toBeInTheDocument();
    await expect(within(held).queryByRole('button', { name: /^Approve/ })).toBeNull();

    const blocked = await findRow(canvasElement, 'Warehouse Shift Lead');
    await expect(within(blocked).getByText('Blocked')).toBeInTheDocument();
    await expect(within(blocked).queryByRole('button', { name: /^Approve/ })).toBeNull();
    await expect(within(blocked).queryByRole('button', { name: /^Verify/ })).toBeNull();
    await expect(
      within(blocked).getByRole('button', { name: 'Reject Warehouse Shift Lead' }),
    ).toBeInTheDocument();
  },
};

/** Approving the job of a company not yet verified holds it: it goes live on verification. */
export const ApproveHeldUntilVerified: Story = {
  parameters: queueMocks,
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Site Supervisor');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve Site Supervisor' }));
    await expectToast(
      'Job approved, waiting for verification',
      '"Site Supervisor" goes live as soon as you verify Southern Cross Construction. The employer is told.',
    );
    await waitFor(
      () => expect(within(row).getByText('Approved, waiting for verification')).toBeInTheDocument(),
      slow,
    );
  },
};

/** Verifying the company from the queue: its held jobs go live with it. */
export const VerifyFromTheQueue: Story = {
  parameters: queueMocks,
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Quantity Surveyor');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Verify Southern Cross Construction' }),
    );
    await expectToast(
      'Employer verified',
      'Southern Cross Construction is now a verified employer: the jobs you approved for it are live. The company is told.',
    );
  },
};

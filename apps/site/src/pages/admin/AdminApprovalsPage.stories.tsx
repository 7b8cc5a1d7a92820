import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
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
    await findRow(canvasElement, 'DevOps Engineer');
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

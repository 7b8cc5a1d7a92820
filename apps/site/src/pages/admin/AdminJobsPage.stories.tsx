import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminJobsPage from './AdminJobsPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Jobs',
  component: PageStory,
  args: { page: AdminJobsPage, path: '/admin/jobs', as: 'admin', layout: AdminFrame },
  // The admin's writes first: other screens' mocks answer PATCH /jobs too.
  parameters: { layout: 'fullscreen', ...adminMocks([handlers.adminUpdateJob()]) },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every job with its status; Approve and Reject only on the two pending ones. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Manage All Jobs' }, slow),
    ).toBeInTheDocument();
    const pending = await findRow(canvasElement, 'DevOps Engineer');
    await expect(within(pending).getByText('Pending')).toBeInTheDocument();
    await expect(page.getAllByRole('button', { name: /^Approve / })).toHaveLength(2);
    await expect(page.getAllByRole('button', { name: /^Reject / })).toHaveLength(2);
    const expired = await findRow(canvasElement, 'QA Analyst');
    await expect(within(expired).queryByRole('button')).toBeNull();
    await expect(page.getByRole('link', { name: 'Senior Software Engineer' })).toHaveAttribute(
      'href',
      '/jobs/1',
    );
    await expect(page.getByText('Page 1 of 1 · 8 jobs')).toBeInTheDocument();
  },
};

/** The key action: approving a pending job saves it, says so, and the row turns Active. */
export const ApproveAPendingJob: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'DevOps Engineer');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve DevOps Engineer' }));
    await expectToast('Job approved', '"DevOps Engineer" is now live on the job board.');
    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument(), slow);
    await expect(within(row).queryByRole('button', { name: /^Approve/ })).toBeNull();
    await expect(
      within(row).getByRole('button', { name: 'Feature DevOps Engineer' }),
    ).toBeInTheDocument();
  },
};

export const RejectAPendingJob: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Aged Care Support Worker');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Reject Aged Care Support Worker' }),
    );
    // The admin must give the employer a reason.
    const dialog = await screen.findByRole('dialog', { name: 'Reject "Aged Care Support Worker"' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject job' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the employer/ });
    await expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Give the employer a reason for rejecting the job.'),
    );
    await userEvent.type(reason, 'State the hourly rate range.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject job' }));
    await expectToast(
      'Job rejected',
      '"Aged Care Support Worker" was sent back to the employer with your reason.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await waitFor(() => expect(within(row).getByText('Rejected')).toBeInTheDocument(), slow);
    await expect(within(row).queryByRole('button')).toBeNull();
  },
};

/**
 * One live job taken down with a reason, without blocking its company: the dialog says what
 * happens, a reason is required, and the row then reads Taken down.
 */
export const TakeDownALiveJob: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Secondary Mathematics Teacher');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Take down Secondary Mathematics Teacher' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Take down "Secondary Mathematics Teacher"?',
    });
    await expect(within(dialog).getByText(/its other jobs stay live/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down job' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the employer/ });
    await expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Give the employer a reason for taking the job down.'),
    );
    await userEvent.type(reason, 'The advert asks candidates for a fee.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down job' }));
    await expectToast(
      'Job taken down',
      '"Secondary Mathematics Teacher" is off the site. The employer is told your reason and can edit it to submit it again.',
    );
    await waitFor(() => expect(within(row).getByText('Taken down')).toBeInTheDocument(), slow);
    await expect(within(row).queryByRole('button')).toBeNull();
  },
};

/** The status filter and the search narrow the list on the server (the mocks filter like PostgREST). */
export const FilterAndSearch: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'QA Analyst');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() => expect(page.queryByRole('link', { name: 'QA Analyst' })).toBeNull(), slow);
    await expect(page.getByText('Page 1 of 1 · 2 jobs')).toBeInTheDocument();
    await userEvent.type(page.getByRole('searchbox', { name: 'Search jobs' }), 'harbour');
    await waitFor(() => expect(page.getByText('Page 1 of 1 · 1 job')).toBeInTheDocument(), slow);
    await expect(page.getByRole('link', { name: 'Aged Care Support Worker' })).toBeInTheDocument();
    await userEvent.type(page.getByRole('searchbox', { name: 'Search jobs' }), ' nothing');
    await expect(await page.findByText('No jobs match your search.', {}, slow)).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(page.getByText('Page 1 of 1 · 8 jobs')).toBeInTheDocument(), slow);
  },
};

/** The database refuses (say the admin lost the role meanwhile): the row stays as it was. */
export const ApprovalRefused: Story = {
  parameters: adminMocks([handlers.adminUpdateJob.error(403)]),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'DevOps Engineer');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve DevOps Engineer' }));
    await expectToast('Error', 'The request was refused.');
    await expect(within(row).getByText('Pending')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.adminJobs.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No jobs yet', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminJobs.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.adminJobs.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The jobs could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

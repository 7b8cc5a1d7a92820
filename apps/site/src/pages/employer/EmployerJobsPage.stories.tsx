import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@globalhire/ui';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import EmployerJobsPage from './EmployerJobsPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';
import { expectToast } from '../../testing/toasts';

const EmployerFrame = () => <PanelFrame role="employer" />;
const employer = handlers.profile(fixtures.profiles.employer);

const meta = {
  title: 'Pages/Employer/Jobs',
  component: PageStory,
  args: { page: EmployerJobsPage, path: '/employer/jobs', as: 'employer', layout: EmployerFrame },
  parameters: { layout: 'fullscreen', msw: { handlers: [employer, ...defaultHandlers] } },
  tags: ['visual-mobile'],
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, title: string) => {
  const table = await within(canvasElement).findByRole('table');
  return (await within(table).findByText(title)).closest('tr') as HTMLElement;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'My Job Listings' })).toBeInTheDocument();
    const active = await rowOf(canvasElement, 'Senior Software Engineer');
    await expect(within(active).getByText('Active')).toBeInTheDocument();
    await expect(within(active).getByText('Featured')).toBeInTheDocument();
    await expect(within(active).getByText('1,284')).toBeInTheDocument();
    // View Applicants only on the active job.
    const viewLinks = page.getAllByRole('link', { name: /^View Applicants/ });
    await expect(viewLinks).toHaveLength(1);
    await expect(viewLinks[0]).toHaveAttribute('href', '/employer/jobs/1/applicants');
    const pending = await rowOf(canvasElement, 'DevOps Engineer');
    await expect(within(pending).getByText('Pending approval')).toBeInTheDocument();
    await expect(within(await rowOf(canvasElement, 'QA Analyst')).getByText('Expired')).toBeInTheDocument();
    // A rejected job shows the admin's reason.
    await expect(
      within(await rowOf(canvasElement, 'Mobile Developer')).getByText('Reason: Add the salary range: every listing states the pay.'),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Edit Product Designer' })).toHaveAttribute('href', '/employer/jobs/new?edit=10');
    await expect(page.getAllByRole('button', { name: /^Publish/ })).toHaveLength(1);
  },
};

export const FilteredByStatus: Story = {
  args: { url: '/employer/jobs?status=pending' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('DevOps Engineer')).toBeInTheDocument();
    await expect(page.queryByText('Senior Software Engineer')).toBeNull();
    await expect(page.getByLabelText('Status')).toHaveValue('pending');
  },
};

export const MoveToDrafts: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Move to drafts: Senior Software Engineer' }));
    await expectToast('Moved to drafts');
    const row = await rowOf(canvasElement, 'Senior Software Engineer');
    await waitFor(() => expect(within(row).getByText('Draft')).toBeInTheDocument());
    await expect(within(row).queryByRole('link', { name: /View Applicants/ })).toBeNull();
  },
};

export const PublishDraft: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Publish Product Designer' }));
    await expectToast('Job submitted');
    const row = await rowOf(canvasElement, 'Product Designer');
    await waitFor(() => expect(within(row).getByText('Pending approval')).toBeInTheDocument());
  },
};

export const DeleteWithConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete QA Analyst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    await expect(dialog).toHaveTextContent('“QA Analyst” and its 2 applications will be removed for good.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete job' }));
    await expectToast('Job deleted');
    await waitFor(() => expect(page.queryByText('QA Analyst')).toBeNull());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [employer, handlers.employerJobs.empty(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have not posted a job yet')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [employer, handlers.employerJobs.loading(), ...defaultHandlers] } },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [employer, handlers.employerJobs.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Your jobs could not be loaded.')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

const moderatedJobs = fixtures.employerJobs.map((job) =>
  job.id === 6
    ? { ...job, approvalHeld: true }
    : job.id === 12
      ? { ...job, takenDown: true, rejectionReason: 'The salary in the advert did not match the offer.' }
      : job,
);

/**
 * A job approved while the company is not yet verified says it goes live on verification; a job
 * GlobalHire took down says so, with the reason.
 */
export const HeldAndTakenDown: Story = {
  parameters: {
    msw: {
      handlers: [
        employer,
        handlers.employerJobs(moderatedJobs),
        handlers.employerRejectionReasons(moderatedJobs),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const held = await rowOf(canvasElement, 'DevOps Engineer');
    await expect(within(held).getByText('Approved, waiting for verification')).toBeInTheDocument();
    await expect(
      within(held).getByText('It goes live as soon as GlobalHire has verified your company.'),
    ).toBeInTheDocument();
    const takenDown = await rowOf(canvasElement, 'Mobile Developer');
    await expect(within(takenDown).getByText('Taken down by GlobalHire')).toBeInTheDocument();
    await expect(
      within(takenDown).getByText('Reason: The salary in the advert did not match the offer.'),
    ).toBeInTheDocument();
  },
};

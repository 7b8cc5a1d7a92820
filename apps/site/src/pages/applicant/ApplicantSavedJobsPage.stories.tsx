import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import ApplicantSavedJobsPage from './ApplicantSavedJobsPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { ApplicantFrame, candidateMocks, slow } from './applicantStoryMocks';

const meta = {
  title: 'Pages/Applicant/SavedJobs',
  component: PageStory,
  args: {
    page: ApplicantSavedJobsPage,
    path: '/applicant/saved',
    as: 'candidate',
    layout: ApplicantFrame,
  },
  parameters: {
    layout: 'fullscreen',
    ...candidateMocks([handlers.savedJobs(), handlers.unsaveJob()]),
  },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Saved Jobs' }, slow),
    ).toBeInTheDocument();
    const nurse = await page.findByRole(
      'link',
      { name: 'Registered Nurse - Emergency Department' },
      slow,
    );
    await expect(nurse).toHaveAttribute('href', '/jobs/2');
    // The expired job is named, marked and explained, not just "no longer listed".
    await expect(page.getByRole('heading', { level: 2, name: 'QA Analyst' })).toBeInTheDocument();
    await expect(page.getByText('Expired', { exact: true })).toBeVisible();
    await expect(
      page.getByText('This job has expired and no longer accepts applications.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Job alerts/ })).toHaveAttribute(
      'href',
      '/applicant/alerts',
    );
    await expect(page.getAllByRole('button', { name: /^Unsave/ })).toHaveLength(3);
  },
};

export const Unsave: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole(
        'button',
        { name: 'Unsave Registered Nurse - Emergency Department' },
        slow,
      ),
    );
    await expectToast('Removed from saved jobs', 'Registered Nurse - Emergency Department');
    await waitFor(() =>
      expect(
        page.queryByRole('link', { name: 'Registered Nurse - Emergency Department' }),
      ).toBeNull(),
    );
    await expect(page.getAllByRole('button', { name: /^Unsave/ })).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: candidateMocks([handlers.savedJobs.empty()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No saved jobs yet', {}, slow)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/jobs');
  },
};

export const Loading: Story = {
  parameters: candidateMocks([handlers.savedJobs.loading()]),
};

export const Failed: Story = {
  parameters: candidateMocks([handlers.savedJobs.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Your saved jobs could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A saved job whose employer GlobalHire suspended: said so, and not linked to a missing page. */
export const EmployerSuspended: Story = {
  parameters: candidateMocks([
    handlers.savedJobs(),
    handlers.unsaveJob(),
    handlers.savedJobStates(
      handlers.savedJobStates.fixture.map((row) =>
        row.job_id === 9 ? { ...row, state: 'employer_suspended' as const, has_page: false } : row,
      ),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const heading = await page.findByRole('heading', { level: 2, name: 'QA Analyst' }, slow);
    await expect(within(heading).queryByRole('link')).toBeNull();
    await expect(
      page.getByText(
        "GlobalHire suspended this employer's account, so the job is no longer listed.",
      ),
    ).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import type { ApplicationJobState } from '@globalhire/data';
import ApplicantApplicationsPage from './ApplicantApplicationsPage';
import { PageStory } from '../../testing/PageStory';
import { ApplicantFrame, candidateMocks, slow } from './applicantStoryMocks';

/**
 * An application whose job is no longer listed says why, truthfully: its employer's account was
 * suspended, GlobalHire took it down, or it expired. The title links only where /jobs/{id} still
 * shows the job (never to a page that says "Job not found.").
 */
const meta = {
  title: 'Pages/Applicant/Applications/Jobs No Longer Listed',
  component: PageStory,
  args: {
    page: ApplicantApplicationsPage,
    path: '/applicant/applications',
    as: 'candidate',
    layout: ApplicantFrame,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded application to the QA Analyst job (job 9), as the database explains it. */
const qaAnalyst = (state: ApplicationJobState, hasPage: boolean) =>
  candidateMocks([
    handlers.myApplications(),
    handlers.myApplicationJobStates([
      {
        job_id: 9,
        title: 'QA Analyst',
        company_name: 'Maple Tech Solutions',
        location: 'Toronto, Canada',
        state,
        has_page: hasPage,
      },
    ]),
  ]);

const card = async (canvasElement: HTMLElement) => {
  const heading = await within(canvasElement).findByRole(
    'heading',
    { level: 2, name: 'QA Analyst' },
    slow,
  );
  return within(heading.closest<HTMLElement>('[data-slot="card"]')!);
};

export const EmployerSuspended: Story = {
  parameters: qaAnalyst('employer_suspended', false),
  play: async ({ canvasElement }) => {
    const application = await card(canvasElement);
    await expect(
      application.getByText(
        "GlobalHire suspended this employer's account, so the job is no longer listed. Your application and its history are kept.",
      ),
    ).toBeInTheDocument();
    await expect(application.getByText('Maple Tech Solutions')).toBeInTheDocument();
    await expect(application.queryByRole('link', { name: 'QA Analyst' })).toBeNull();
  },
};

export const TakenDown: Story = {
  parameters: qaAnalyst('taken_down', false),
  play: async ({ canvasElement }) => {
    const application = await card(canvasElement);
    await expect(
      application.getByText(
        'GlobalHire took this job off the site. Your application and its history are kept.',
      ),
    ).toBeInTheDocument();
    await expect(application.queryByRole('link', { name: 'QA Analyst' })).toBeNull();
  },
};

/** An expired job keeps a page that says it is closed: the title still links there. */
export const Expired: Story = {
  parameters: qaAnalyst('expired', true),
  play: async ({ canvasElement }) => {
    const application = await card(canvasElement);
    await expect(
      application.getByText('This job has expired. Your application and its history are kept.'),
    ).toBeInTheDocument();
    await expect(application.getByRole('link', { name: 'QA Analyst' })).toHaveAttribute(
      'href',
      '/jobs/9',
    );
  },
};

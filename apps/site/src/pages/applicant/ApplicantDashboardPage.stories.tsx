import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import ApplicantDashboardPage from './ApplicantDashboardPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';

const ApplicantFrame = () => <PanelFrame role="candidate" />;

const meta = {
  title: 'Pages/Applicant/Dashboard',
  component: PageStory,
  args: {
    page: ApplicantDashboardPage,
    path: '/applicant/dashboard',
    as: 'candidate',
    layout: ApplicantFrame,
  },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [handlers.profile(fixtures.profiles.candidate), ...defaultHandlers] },
  },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Welcome back!' }),
    ).toBeInTheDocument();
    await expect(page.getByText('Carlos Mendes')).toBeInTheDocument();
    await expect(await page.findByText(/1 upcoming interview/)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/jobs');
    await expect(page.getByRole('link', { name: /Managed service/ })).toHaveAttribute(
      'href',
      '/applicant/service',
    );
  },
};

export const NoInterviews: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.profile(fixtures.profiles.candidate),
        handlers.candidateDashboardStats.empty(),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Applications Submitted')).toBeInTheDocument();
    await expect(page.queryByText(/upcoming interview/)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.profile(fixtures.profiles.candidate),
        handlers.candidateDashboardStats.loading(),
        ...defaultHandlers,
      ],
    },
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.profile(fixtures.profiles.candidate),
        handlers.candidateDashboardStats.error(500),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your dashboard could not be loaded.'),
    ).toBeInTheDocument();
  },
};

/** A blocked candidate is told on every panel page, with the way to reach support. */
export const BlockedAccount: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.profile({
          ...fixtures.profiles.candidate,
          candidate_status: 'blocked',
          blocked_at: '2026-03-01T10:00:00+00:00',
        }),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const notice = await page.findByRole('alert');
    await expect(notice).toHaveTextContent('Your account is blocked');
    await expect(notice).toHaveTextContent('You cannot apply to or save jobs.');
    await expect(within(notice).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

/** A new candidate learns that applying waits for the team's approval (and what they can do now). */
export const AwaitingApproval: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.profile({ ...fixtures.profiles.candidate, candidate_status: 'pending' }),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Your profile is waiting for approval')).toBeInTheDocument();
    await expect(page.getByText(/apply once your profile is approved/)).toBeInTheDocument();
  },
};

const withStats = (stats: typeof fixtures.candidateStats) => ({
  msw: { handlers: [handlers.profile(fixtures.profiles.candidate), handlers.candidateDashboardStats(stats), ...defaultHandlers] },
});

/** A case the team has not started yet is still a case: its status, not "No visa case yet". */
export const VisaJustRequested: Story = {
  parameters: withStats({ ...fixtures.candidateStats, visa_case_status: 'requested', visa_steps_done: 0, visa_steps_total: 0 }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Requested · preparing your steps')).toBeInTheDocument();
    await expect(page.queryByText('No visa case yet')).toBeNull();
  },
};

/** No case at all: the database answers the status as null. */
export const NoVisaCase: Story = {
  parameters: withStats({
    ...fixtures.candidateStats,
    visa_case_status: null as unknown as typeof fixtures.candidateStats.visa_case_status,
    visa_steps_done: 0,
    visa_steps_total: 0,
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No visa case yet')).toBeInTheDocument();
  },
};

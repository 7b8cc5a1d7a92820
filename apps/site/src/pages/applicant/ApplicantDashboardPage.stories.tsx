import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import ApplicantDashboardPage from './ApplicantDashboardPage';
import { PageStory } from '../../testing/PageStory';
import { panels } from '../../content/panelMenus';
import { ApplicantFrame, candidateMocks, slow } from './applicantStoryMocks';

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

/** Where the applications stand, the visa case's steps and jobs picked for the candidate, then the counts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Welcome back!' }),
    ).toBeInTheDocument();
    await expect(page.getByText('Carlos Mendes')).toBeInTheDocument();
    await expect(await page.findByText(/1 upcoming interview/)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/jobs');

    // The newest applications, each with its status and a link to the job.
    const applications = await page.findByRole('list', { name: 'Your recent applications' }, slow);
    await expect(
      within(applications).getByRole('link', { name: 'Senior Software Engineer' }),
    ).toHaveAttribute('href', '/jobs/1');
    await expect(within(applications).getByText('Interview')).toBeInTheDocument();
    await expect(within(applications).getByText('Rejected')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'View all applications' })).toHaveAttribute(
      'href',
      '/applicant/applications',
    );

    // The visa case as steps: how far it is and the step in hand.
    await expect(
      await page.findByRole('progressbar', { name: '3 of 6 steps done' }, slow),
    ).toBeInTheDocument();
    const steps = page.getByRole('list', { name: /^Steps for Canada/ });
    const current = within(steps).getByText('4. Job offer and LMIA').closest('li');
    await expect(current).toHaveAttribute('data-state', 'current');
    await expect(current).toHaveTextContent('Current: 4. Job offer and LMIA');
    // The step before and the one after; the visa page lists them all.
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await expect(page.getByRole('link', { name: 'View visa case' })).toHaveAttribute(
      'href',
      '/applicant/visa',
    );

    // Recommended jobs as job cards, never one already applied to.
    const recommended = await page.findByRole('list', { name: 'Recommended jobs' }, slow);
    await expect(
      within(recommended).getByRole('heading', { level: 3, name: 'Data Analyst' }),
    ).toBeInTheDocument();
    await expect(within(recommended).queryByText('Senior Software Engineer')).toBeNull();
    await expect(page.getByRole('link', { name: 'View all jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );

    // The counts come after, compact.
    await expect(await page.findByText('4 · 3 in progress')).toBeInTheDocument();
    await expect(page.getByText('Job Recommendations')).toBeInTheDocument();

    // The shortcuts are the side menu's destinations, in its words and order (and Help, which it lacks).
    const list = await page.findByRole('list', { name: 'Shortcuts' }, slow);
    const shortcuts = within(list)
      .getAllByRole('link')
      .map((link) => ({ label: link.textContent, href: link.getAttribute('href') }));
    const menu = panels.candidate.links.map(({ label, href }) => ({ label, href }));
    const inMenu = shortcuts.filter((shortcut) => shortcut.href !== '/applicant/help');
    await expect(
      inMenu.every((s) => menu.some((m) => m.href === s.href && m.label === s.label)),
    ).toBe(true);
    const order = inMenu.map((s) => menu.findIndex((m) => m.href === s.href));
    await expect(order).toEqual([...order].sort((a, b) => a - b));
    await expect(shortcuts.at(-1)).toEqual({ label: 'Help', href: '/applicant/help' });
  },
};

/** A new candidate: nothing applied to, no visa case, nothing to recommend yet. */
export const NewCandidate: Story = {
  parameters: candidateMocks([
    handlers.candidateDashboardStats.empty(),
    handlers.myApplications.empty(),
    handlers.myVisaCases.empty(),
    handlers.recommendedJobs.empty(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'No applications yet' }, slow),
    ).toBeInTheDocument();
    await expect(
      await page.findByRole('heading', { name: 'No visa case yet' }, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Request visa support' })).toHaveAttribute(
      'href',
      '/applicant/visa',
    );
    await expect(
      await page.findByRole('heading', { name: 'No recommended jobs yet' }, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Edit your preferences' })).toHaveAttribute(
      'href',
      '/applicant/profile',
    );
    await expect(await page.findByText('Applications Submitted')).toBeInTheDocument();
    await expect(page.queryByText(/upcoming interview/)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: candidateMocks([
    handlers.candidateDashboardStats.loading(),
    handlers.myApplications.loading(),
    handlers.myVisaCases.loading(),
    handlers.recommendedJobs.loading(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Loading your applications', {}, slow)).toBeInTheDocument();
    await expect(page.getByText('Loading your visa case')).toBeInTheDocument();
    await expect(page.getByText('Loading recommended jobs')).toBeInTheDocument();
  },
};

/** Each part that fails says so and offers to try again; the others still show. */
export const Failed: Story = {
  parameters: candidateMocks([
    handlers.candidateDashboardStats.error(500),
    handlers.myApplications.error(500),
    handlers.myVisaCases.error(500),
    handlers.recommendedJobs.error(500),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Your dashboard could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    await expect(
      await page.findByText('Your applications could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    await expect(
      await page.findByText('Your visa case could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    await expect(
      await page.findByText('Your recommended jobs could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    await expect(page.getAllByRole('button', { name: 'Try again' })).toHaveLength(4);
    // The shortcuts need no data.
    const shortcuts = page.getByRole('list', { name: 'Shortcuts' });
    await expect(within(shortcuts).getByRole('link', { name: 'My Profile' })).toBeInTheDocument();
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

/** A case the team has not started yet is still a case: its status, not "No visa case yet". */
export const VisaJustRequested: Story = {
  parameters: candidateMocks([
    handlers.myVisaCases([
      { ...fixtures.myVisaCases[0]!, status: 'requested', steps: [], documents: [] },
    ]),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(/Our visa team is preparing your steps/, {}, slow),
    ).toBeInTheDocument();
    await expect(page.getByText('Requested')).toBeInTheDocument();
    await expect(page.queryByText('No visa case yet')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import EmployerDashboardPage from './EmployerDashboardPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';

const EmployerFrame = () => <PanelFrame role="employer" />;
const employer = handlers.profile(fixtures.profiles.employer);
const withStats = (stats: Partial<typeof fixtures.employerStats>) => [
  employer,
  handlers.employerDashboardStats({ ...fixtures.employerStats, ...stats }),
  ...defaultHandlers,
];

const meta = {
  title: 'Pages/Employer/Dashboard',
  component: PageStory,
  args: {
    page: EmployerDashboardPage,
    path: '/employer/dashboard',
    as: 'employer',
    layout: EmployerFrame,
  },
  parameters: { layout: 'fullscreen', msw: { handlers: [employer, ...defaultHandlers] } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown on the stat card labelled `label`. */
const cardValue = async (canvasElement: HTMLElement, label: string) => {
  const card = (await within(canvasElement).findByText(label)).closest(
    '[data-slot="stat-card"]',
  ) as HTMLElement;
  await waitFor(() => expect(card).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
  return within(card);
};

/** The table of new applications, once its rows are in. */
const reviewQueue = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('table', { name: 'New applications, newest first' }),
  );

/** Whether `first` comes before `second` in the page. */
const precedes = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Dashboard Overview' }),
    ).toBeInTheDocument();
    // First the applications still at 'new', each with a way to review it.
    const queue = await reviewQueue(canvasElement);
    const row = (await queue.findByText('Wei Chen')).closest('tr') as HTMLElement;
    await expect(within(row).getByText('Senior Software Engineer')).toBeInTheDocument();
    await expect(within(row).getByText('8 March 2026')).toBeInTheDocument();
    await expect(within(row).getByRole('link', { name: 'Review Wei Chen' })).toHaveAttribute(
      'href',
      '/employer/applicants?status=new&job=1',
    );
    // Only new applications: Arjun Patel is shortlisted.
    await expect(queue.queryByText('Arjun Patel')).toBeNull();
    await expect(page.getByRole('link', { name: 'Review all' })).toHaveAttribute(
      'href',
      '/employer/applicants?status=new',
    );
    await expect(
      (await cardValue(canvasElement, 'Total Jobs Posted')).getByText('5'),
    ).toBeInTheDocument();
    const activeExpired = await cardValue(canvasElement, 'Active / Expired Jobs');
    await expect(activeExpired.getByText('3 / 1')).toBeInTheDocument();
    // Pending jobs are shown apart, never counted as expired.
    await expect(activeExpired.getByText('1 pending approval')).toBeInTheDocument();
    await expect(
      (await cardValue(canvasElement, 'Job Views')).getByText('2,345'),
    ).toBeInTheDocument();
    const applications = await cardValue(canvasElement, 'Applications Summary');
    await expect(applications.getByText('14')).toBeInTheDocument();
    await expect(
      applications.getByText(
        'New 5 · Shortlisted 4 · Interview 2 · Offer 1 · Hired 1 · Rejected 1',
      ),
    ).toBeInTheDocument();
    await expect(
      (await cardValue(canvasElement, 'Featured Job Slots')).getByText('1 used / 2 left'),
    ).toBeInTheDocument();
    const plan = await cardValue(canvasElement, 'Plan Status');
    await expect(plan.getByText('Premium')).toBeInTheDocument();
    await expect(plan.getByText('20 days left')).toBeInTheDocument();
    // On Premium the promotion offers Enterprise, after the queue and the figures.
    const promo = await page.findByRole('region', { name: 'Upgrade to Enterprise' });
    await expect(within(promo).getByRole('link', { name: 'View plans' })).toHaveAttribute(
      'href',
      '/employer/plans',
    );
    await expect(promo).not.toHaveAttribute('role', 'status');
    await expect(
      precedes(page.getByRole('table', { name: 'New applications, newest first' }), promo),
    ).toBe(true);
    await expect(precedes(page.getByText('Plan Status'), promo)).toBe(true);
    await expect(
      await page.findByRole('link', { name: 'Senior Software Engineer' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'View analytics' })).toHaveAttribute(
      'href',
      '/employer/analytics',
    );
    // The shortcuts are the menu's links, in its order and words.
    const cards = [...canvasElement.querySelectorAll('[data-slot="shortcut-card"] a')].map(
      (link) => [link.textContent, link.getAttribute('href')],
    );
    await expect(cards).toEqual([
      ['Post a Job', '/employer/jobs/new'],
      ['My Job Listings', '/employer/jobs'],
      ['Applications Received', '/employer/applicants'],
      ['Edit Company Profile', '/employer/profile'],
      ['Billing / Subscription', '/employer/plans'],
      ['Support / Help', '/employer/support'],
    ]);
    const menu = within(page.getByRole('navigation', { name: /Employer Panel/ }));
    for (const [label, href] of cards) {
      await expect(menu.getByRole('link', { name: label! })).toHaveAttribute('href', href!);
    }
  },
};

export const EmptyQueue: Story = {
  parameters: {
    msw: { handlers: [employer, handlers.employerApplicants.empty(), ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No new applications to review'),
    ).toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Review all' }),
    ).toBeInTheDocument();
  },
};

export const QueueFailed: Story = {
  parameters: {
    msw: { handlers: [employer, handlers.employerApplicants.error(500), ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const error = await page.findByRole('alert');
    await expect(
      within(error).getByText('Your new applications could not be loaded.'),
    ).toBeInTheDocument();
    await expect(within(error).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The figures still load on their own.
    await expect(
      (await cardValue(canvasElement, 'Total Jobs Posted')).getByText('5'),
    ).toBeInTheDocument();
  },
};

export const FreePlan: Story = {
  parameters: {
    msw: {
      handlers: withStats({
        plan: 'free',
        plan_days_left: null as unknown as number,
        featured_slots: 0,
        featured_slots_left: 0,
        featured_jobs: 0,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const banner = await page.findByRole('region', { name: 'Upgrade to Premium' });
    await expect(within(banner).getByRole('link', { name: 'View plans' })).toHaveAttribute(
      'href',
      '/employer/plans',
    );
    await expect(
      (await cardValue(canvasElement, 'Plan Status')).getByText('No end date'),
    ).toBeInTheDocument();
  },
};

export const EnterprisePlan: Story = {
  parameters: {
    msw: { handlers: withStats({ plan: 'enterprise', featured_slots: 5, featured_slots_left: 4 }) },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      (await cardValue(canvasElement, 'Plan Status')).getByText('Enterprise'),
    ).toBeInTheDocument();
    await expect(page.queryByText(/^Upgrade to/)).toBeNull();
  },
};

export const NewCompany: Story = {
  parameters: {
    msw: {
      handlers: [
        employer,
        handlers.employerDashboardStats.empty(),
        handlers.employerJobs.empty(),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      (await cardValue(canvasElement, 'Total Jobs Posted')).getByText('0'),
    ).toBeInTheDocument();
    await expect(
      await within(canvasElement).findByText('You have not posted a job yet'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        employer,
        handlers.employerApplicants.loading(),
        handlers.employerDashboardStats.loading(),
        handlers.employerJobs.loading(),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Applications to review' }),
    ).toBeInTheDocument();
    await expect(page.queryByText('Wei Chen')).toBeNull();
    await expect(page.queryByRole('region', { name: /^Upgrade to/ })).toBeNull();
  },
};

export const Failed: Story = {
  parameters: {
    msw: { handlers: [employer, handlers.employerDashboardStats.error(500), ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your dashboard could not be loaded.'),
    ).toBeInTheDocument();
  },
};

/**
 * A blocked company: the banner gives the admin's reason, what it can still do and how to reach
 * support; the page offers no "Post a Job" (the database would refuse it).
 */
export const Blocked: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.profile({
          ...fixtures.profiles.employer,
          blocked_at: '2026-03-01T10:00:00+00:00',
          blocked_reason: 'Job posts asked candidates for placement fees.',
        }),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const notice = await page.findByRole('alert');
    await expect(within(notice).getByText('Your account is blocked')).toBeInTheDocument();
    await expect(
      within(notice).getByText('Reason: Job posts asked candidates for placement fees.'),
    ).toBeInTheDocument();
    await expect(
      within(notice).getByText(/You can still sign in and see your jobs and applicants/),
    ).toBeInTheDocument();
    await expect(within(notice).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Dashboard Overview' }),
    ).toBeInTheDocument();
    await expect(
      within(page.getByRole('main')).queryByRole('link', { name: /Post a Job/ }),
    ).toBeNull();
    await expect(
      within(page.getByRole('main')).getByRole('link', { name: /My Job Listings/ }),
    ).toBeInTheDocument();
    // It can still see and review its applicants, and is offered no upgrade.
    const queue = await reviewQueue(canvasElement);
    await expect(await queue.findByRole('link', { name: 'Review Wei Chen' })).toBeInTheDocument();
    await cardValue(canvasElement, 'Plan Status');
    await expect(page.queryByRole('region', { name: /^Upgrade to/ })).toBeNull();
  },
};

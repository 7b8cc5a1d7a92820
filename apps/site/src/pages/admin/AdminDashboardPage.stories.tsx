import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminDashboardPage from './AdminDashboardPage';
import { PageStory } from '../../testing/PageStory';
import { AdminFrame, adminMocks, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Dashboard',
  component: PageStory,
  args: { page: AdminDashboardPage, path: '/admin', as: 'admin', layout: AdminFrame },
  // The dashboard's counts first: the home page's count mocks answer HEAD /jobs too.
  parameters: { layout: 'fullscreen', ...adminMocks([handlers.adminStats()]) },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four cards of spec §2 from the counts of spec §7 (fixtures: 128 jobs, 9 this week, ...). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, slow),
    ).toBeInTheDocument();
    await expect(await page.findByText('+9 this week', {}, slow)).toBeInTheDocument();
    await expect(page.getByText('Active Jobs')).toBeInTheDocument();
    await expect(page.getByText('128')).toBeInTheDocument();
    await expect(page.getByText('Total Employers')).toBeInTheDocument();
    await expect(page.getByText('+3 this month')).toBeInTheDocument();
    await expect(page.getByText('Total Candidates')).toBeInTheDocument();
    await expect(page.getByText('+41 this month')).toBeInTheDocument();
    await expect(page.getAllByText('Pending Approvals').length).toBeGreaterThan(0);
    // Shortcut cards (the side menu has some of the same links: look in the page itself).
    const main = within(page.getByRole('main'));
    await expect(main.getByRole('link', { name: /Manage All Jobs/ })).toHaveAttribute(
      'href',
      '/admin/jobs',
    );
    await expect(main.getByRole('link', { name: /Pending Approvals/ })).toHaveAttribute(
      'href',
      '/admin/jobs/approvals',
    );
    await expect(main.getByRole('link', { name: /Candidates List/ })).toHaveAttribute(
      'href',
      '/admin/candidates',
    );
    await expect(main.getByRole('link', { name: /^Managed Service/ })).toHaveAttribute(
      'href',
      '/admin/managed-service',
    );
    await expect(main.getByRole('link', { name: /^Invoices/ })).toHaveAttribute(
      'href',
      '/admin/invoices',
    );
    await expect(main.getByRole('link', { name: /Analytics/ })).toHaveAttribute(
      'href',
      '/admin/analytics',
    );
    await expect(main.getByRole('link', { name: /^CMS/ })).toHaveAttribute(
      'href',
      '/admin/content',
    );
    // One visa salary figure has ended (the fixtures' count): the alert leads to it.
    await expect(
      await page.findByText('Visa figures needing a check', {}, slow),
    ).toBeInTheDocument();
    await expect(main.getByRole('link', { name: 'Check the figures' })).toHaveAttribute(
      'href',
      '/admin/visa-thresholds?show=check',
    );
  },
};

/** Several visa figures need a check: the count says how many. */
export const VisaFiguresToCheck: Story = {
  parameters: adminMocks([handlers.adminStats(), handlers.visaFiguresToCheck(7)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(
        /7 salary figures have ended or have a source over 12 months old\./,
        {},
        slow,
      ),
    ).toBeInTheDocument();
  },
};

/** A new platform: every count is zero and the growth lines say so. */
export const Empty: Story = {
  parameters: adminMocks([handlers.adminStats.empty(), handlers.visaFiguresToCheck.empty()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('+0 this week', {}, slow)).toBeInTheDocument();
    await expect(page.getAllByText('+0 this month')).toHaveLength(2);
    await expect(page.queryByText('Visa figures needing a check')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminStats.loading(), handlers.visaFiguresToCheck.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.adminStats.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The dashboard figures could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
  },
};

/** Pending Approvals counts every queue (3 jobs, 2 companies, 2 candidates), each a link to its list. */
export const PendingApprovalsCountsEveryQueue: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const jobs = await page.findByRole('link', { name: '3 jobs to approve' }, slow);
    await expect(jobs).toHaveAttribute('href', '/admin/jobs/approvals');
    await expect(page.getByRole('link', { name: '2 employers to verify' })).toHaveAttribute(
      'href',
      '/admin/employers?status=pending',
    );
    await expect(page.getByRole('link', { name: '2 candidates to approve' })).toHaveAttribute(
      'href',
      '/admin/candidates?status=pending',
    );
    await expect(page.getByText('7')).toBeInTheDocument();
  },
};
